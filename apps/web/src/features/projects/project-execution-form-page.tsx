import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { X } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import {
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  ZProjectRequestSchema,
  type TProject,
} from '@staffdesk/shared/schemas/projects';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { FormAlert } from '@/components/form-alert';
import { FormFooter } from '@/components/form-footer';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserContext } from '@/lib/api/get-user-context';
import { toast } from '@/lib/toast';
import { useOfficeToday } from '@/lib/office-time';
import { useContractOptions } from '@/lib/api/get-contracts';
import { useTaskOrders } from '@/lib/api/get-task-orders';
import {
  DateField,
  SelectField,
  TextAreaField,
  TextField,
  idOrUndefined,
  idParam,
  numberOrNull,
  usePipelineForm,
} from '@/components/pipeline/form-kit';
import { PROJECT_LIST_PATH, projectPagePath } from './paths';
import { useProject } from './api/get-project';
import { useProjectCategories } from './api/get-project-categories';
import { useProjectManagers } from './api/get-project-managers';
import { useMemberCandidates } from './api/get-member-candidates';
import { useSaveProject } from './api/save-project';

type Option = { userId: number; fullname: string };

/**
 * The project form: `?id=` changes a project, `?contractId=` starts one under a contract. It opens once the
 * project managers have loaded, so the default manager (yourself, when you are one) is one of the choices.
 */
export function ProjectExecutionFormPage() {
  const [params] = useSearchParams();
  const id = idParam(params, 'id');
  const existing = useProject(id);
  const managers = useProjectManagers();
  const me = useUserContext().data;
  const waiting = [managers, ...(id === undefined ? [] : [existing])];
  const failed = waiting.find((q) => q.isError);
  if (failed)
    return <LoadError title="What the form starts from could not be loaded." onRetry={() => void failed.refetch()} />;
  if (waiting.some((q) => !q.data) || !me) {
    return (
      <>
        <PageHeader title="Project Execution Form" />
        <Skeleton className="h-96 max-w-3xl" />
      </>
    );
  }
  return (
    <ProjectForm
      project={existing.data}
      managers={managers.data ?? []}
      me={me}
      contractId={idParam(params, 'contractId')}
    />
  );
}

function ProjectForm({
  project,
  managers,
  me,
  contractId,
}: {
  project?: TProject;
  managers: Option[];
  me: TUserContext;
  contractId?: number;
}) {
  const navigate = useNavigate();
  const categories = (useProjectCategories().data ?? []).filter((c) => c.active || c.id === project?.categoryId);
  const contracts = useContractOptions(
    project?.contractId && project.contractNumber
      ? { id: project.contractId, number: project.contractNumber }
      : undefined,
  );
  const anyManager = can(me.userRoleList, 'MANAGE_ANY_PROJECT');
  const defaultManager = managers.some((m) => m.userId === me.userId) ? String(me.userId) : '';
  const today = useOfficeToday();
  const form = usePipelineForm({
    code: project?.code ?? '',
    name: project?.name ?? '',
    description: project?.description ?? '',
    categoryId: String(project?.categoryId ?? ''),
    contractId: String(project?.contractId ?? contractId ?? ''),
    taskOrderId: String(project?.taskOrderId ?? ''),
    projectManagerId: String(project?.projectManagerId ?? defaultManager),
    memberIds: '',
    startDate: project?.startDate ?? today,
    endDate: project?.endDate ?? '',
    budgetedHours: String(project?.budgetedHours ?? ''),
    status: project?.status ?? 'PLANNED',
  });
  const v = form.values;
  const taskOrders = useTaskOrders(idOrUndefined(v.contractId)).data ?? [];
  const [members, setMembers] = useState<Option[]>(project?.members ?? []);
  const save = useSaveProject();
  const body = {
    ...v,
    categoryId: idOrUndefined(v.categoryId),
    contractId: idOrUndefined(v.contractId) ?? null,
    taskOrderId: idOrUndefined(v.taskOrderId) ?? null,
    projectManagerId: idOrUndefined(v.projectManagerId),
    memberIds: members.map((m) => m.userId),
    endDate: v.endDate || null,
    budgetedHours: numberOrNull(v.budgetedHours) ?? undefined,
  };
  const submit = form.submitWith(ZProjectRequestSchema, body, (parsed, done) =>
    save.mutate(
      { id: project?.id, body: parsed },
      {
        onSuccess: (saved) => {
          toast.success(project ? `Project ${saved.code} was saved.` : `Project ${saved.code} was created.`);
          void navigate(projectPagePath(saved.id));
        },
        ...done,
      },
    ),
  );
  // A project manager without MANAGE_ANY_PROJECT names only themselves; the server says so if they try.
  const managerOptions = (
    anyManager ? managers : managers.filter((m) => m.userId === me.userId || m.userId === project?.projectManagerId)
  ).map((m) => ({ value: String(m.userId), label: m.fullname }));

  return (
    <>
      <PageHeader
        title="Project Execution Form"
        description={`${project ? `Changing project ${project.code}. ` : ''}The project, who manages it and works on it, its dates and budget. Its activities are added on its page.`}
      />
      <Card className="max-w-3xl">
        <form onSubmit={submit} noValidate className="contents">
          <CardContent className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                form={form}
                name="code"
                label="Project code"
                hint="Letters, digits, - and _; unique across projects."
              />
              <TextField form={form} name="name" label="Project name" />
              <SelectField
                form={form}
                name="categoryId"
                label="Category"
                placeholder="Choose a category"
                options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
              />
              <SelectField
                form={form}
                name="projectManagerId"
                label="Project manager"
                placeholder="Choose a project manager"
                options={managerOptions}
              />
              <SelectField
                form={form}
                name="contractId"
                label="Contract (optional)"
                placeholder="No contract"
                options={contracts}
                onPick={() => form.set('taskOrderId', '')}
              />
              <SelectField
                form={form}
                name="taskOrderId"
                label="Task order (optional)"
                placeholder={v.contractId === '' ? 'Choose a contract first' : 'No task order'}
                options={taskOrders.map((t) => ({ value: String(t.id), label: `${t.number}: ${t.title}` }))}
              />
              <DateField form={form} name="startDate" label="Start date" />
              <DateField form={form} name="endDate" label="End date (optional)" />
              <TextField form={form} name="budgetedHours" label="Budgeted hours" inputMode="decimal" />
              <SelectField
                form={form}
                name="status"
                label="Status"
                placeholder="Choose a status"
                options={PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }))}
              />
            </div>
            <TextAreaField form={form} name="description" label="Description (optional)" />
            <MemberPicker members={members} onChange={setMembers} error={form.errors.memberIds} />
            <FormAlert message={form.refusal} />
          </CardContent>
          <FormFooter
            pending={save.isPending}
            onCancel={() => void navigate(project ? projectPagePath(project.id) : PROJECT_LIST_PATH)}
          />
        </form>
      </Card>
    </>
  );
}

/** The project's members: those picked, each removable, and a search of the directory to tick more. */
function MemberPicker({
  members,
  onChange,
  error,
}: {
  members: Option[];
  onChange: (members: Option[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const people = useMemberCandidates(search);
  const picked = new Set(members.map((m) => m.userId));
  const flip = (person: Option) =>
    onChange(picked.has(person.userId) ? members.filter((m) => m.userId !== person.userId) : [...members, person]);
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? 'memberIds-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Members</legend>
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">No members yet: find people below and tick them.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen members">
          {members.map((m) => (
            <li key={m.userId} className="flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm">
              {m.fullname}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6"
                onClick={() => flip(m)}
                aria-label={`Remove ${m.fullname}`}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-2">
        <Label htmlFor="member-search">Find people</Label>
        <Input
          id="member-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name or code"
        />
      </div>
      <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-2" aria-label="People found">
        {(people.data?.items ?? []).map((p) => (
          <li key={p.employeeId} className="flex items-center gap-2">
            <Checkbox
              id={`member-${p.employeeId}`}
              checked={picked.has(p.employeeId)}
              onCheckedChange={() => flip({ userId: p.employeeId, fullname: p.fullname })}
            />
            <Label htmlFor={`member-${p.employeeId}`} className="font-normal">
              {p.fullname} <span className="text-muted-foreground">({p.employeeCode})</span>
            </Label>
          </li>
        ))}
        {people.data?.items.length === 0 && <li className="text-sm text-muted-foreground">Nobody matches.</li>}
      </ul>
      <FieldError id="memberIds-error">{error}</FieldError>
    </fieldset>
  );
}
