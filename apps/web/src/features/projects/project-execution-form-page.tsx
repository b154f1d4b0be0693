import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { can } from '@staffdesk/shared/roles';
import {
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  ZProjectRequestSchema,
  type TProject,
} from '@staffdesk/shared/schemas/projects';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { DateField } from '@/components/date-picker/date-field';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormMessage } from '@/components/form/form-message';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { DecimalInput } from '@/components/pipeline/decimal-input';
import { idParam } from '@/components/pipeline/id-param';
import { IdSelect } from '@/components/pipeline/id-select';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { PipelineFormCard, PipelineFormSkeleton } from '@/components/pipeline/pipeline-form-card';
import { OptionSelect } from '@/components/pipeline/option-select';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useUserContext } from '@/lib/api/get-user-context';
import { useOfficeToday } from '@/lib/office-time';
import { toast } from '@/lib/toast';
import { useProject } from './api/get-project';
import { useProjectCategories } from './api/get-project-categories';
import { useProjectManagers } from './api/get-project-managers';
import { useSaveProject } from './api/save-project';
import { MemberPicker, type Member } from './member-picker';
import { PROJECT_LIST_PATH, projectPagePath } from './paths';
import { ProjectContractFields } from './project-contract-fields';

const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }));

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
        <PipelineFormSkeleton />
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
  managers: Member[];
  me: TUserContext;
  contractId?: number;
}) {
  const navigate = useNavigate();
  const categories = (useProjectCategories().data ?? []).filter((c) => c.active || c.id === project?.categoryId);
  const [members, setMembers] = useState<Member[]>(project?.members ?? []);
  const save = useSaveProject();
  const today = useOfficeToday();
  const form = useZodForm(ZProjectRequestSchema, {
    defaultValues: {
      code: project?.code ?? '',
      name: project?.name ?? '',
      description: project?.description ?? '',
      categoryId: project?.categoryId,
      contractId: project?.contractId ?? contractId ?? null,
      taskOrderId: project?.taskOrderId ?? null,
      projectManagerId:
        project?.projectManagerId ?? (managers.some((m) => m.userId === me.userId) ? me.userId : undefined),
      memberIds: members.map((m) => m.userId),
      startDate: project?.startDate ?? today,
      endDate: project?.endDate ?? null,
      budgetedHours: project?.budgetedHours,
      status: project?.status ?? 'PLANNED',
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: project?.id, body });
      toast.success(project ? `Project ${saved.code} was saved.` : `Project ${saved.code} was created.`);
      await navigate(projectPagePath(saved.id));
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  // A project manager without MANAGE_ANY_PROJECT names only themselves; the server says so if they try. One who
  // only creates projects (the business head) hands a new one to any project manager.
  const keepsToOwn =
    !can(me.userRoleList, 'MANAGE_ANY_PROJECT') && (project !== undefined || can(me.userRoleList, 'MANAGE_PROJECTS'));
  const managerOptions = (
    keepsToOwn ? managers.filter((m) => m.userId === me.userId || m.userId === project?.projectManagerId) : managers
  ).map((m) => ({ value: String(m.userId), label: m.fullname }));
  const { control } = form;

  return (
    <>
      <PageHeader
        title="Project Execution Form"
        description={
          (project ? `Changing project ${project.code}. ` : '') +
          'The project, who manages it and works on it, its dates and budget. Its activities are added on its page.'
        }
      />
      <PipelineFormCard
        form={form}
        onSubmit={onSubmit}
        onCancel={() => void navigate(project ? projectPagePath(project.id) : PROJECT_LIST_PATH)}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <LabeledField
            control={control}
            name="code"
            label="Project code"
            hint="Letters, digits, - and _; unique across projects."
          >
            {(field) => <Input {...field} />}
          </LabeledField>
          <LabeledField control={control} name="name" label="Project name">
            {(field) => <Input {...field} />}
          </LabeledField>
          <LabeledField control={control} name="categoryId" label="Category">
            {(field) => (
              <IdSelect
                {...field}
                placeholder="Choose a category"
                options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
              />
            )}
          </LabeledField>
          <LabeledField control={control} name="projectManagerId" label="Project manager">
            {(field) => <IdSelect {...field} options={managerOptions} placeholder="Choose a project manager" />}
          </LabeledField>
          <ProjectContractFields />
          <LabeledField control={control} name="startDate" label="Start date">
            {(field) => <DateField id={field.name} ref={field.ref} value={field.value} onChange={field.onChange} />}
          </LabeledField>
          <LabeledField control={control} name="endDate" label="End date (optional)">
            {(field) => (
              <DateField
                id={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={(day) => field.onChange(day || null)}
              />
            )}
          </LabeledField>
          <LabeledField control={control} name="budgetedHours" label="Budgeted hours">
            {(field) => <DecimalInput {...field} />}
          </LabeledField>
          <LabeledField control={control} name="status" label="Status">
            {(field) => <OptionSelect {...field} options={STATUS_OPTIONS} placeholder="Choose a status" />}
          </LabeledField>
        </div>
        <LabeledField control={control} name="description" label="Description (optional)">
          {(field) => <Textarea rows={3} {...field} value={field.value ?? ''} />}
        </LabeledField>
        <FormField
          control={control}
          name="memberIds"
          id="memberIds"
          render={({ field }) => (
            <FormItem>
              <FormControl>
                <MemberPicker
                  members={members}
                  onChange={(next) => {
                    setMembers(next);
                    field.onChange(next.map((m) => m.userId));
                  }}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </PipelineFormCard>
    </>
  );
}
