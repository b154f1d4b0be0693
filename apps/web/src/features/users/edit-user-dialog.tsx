import { useState, type FormEvent } from 'react';
import type { TUserDetail, TUserSummary } from '@staffdesk/shared/schemas/users';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { serverFieldErrors } from '@/components/field-messages';
import { HttpError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useReportingManagers } from './api/get-reporting-managers';
import { useUser } from './api/get-user';
import { useUpdateUser } from './api/update-user';
import { RolePicker } from './role-picker';
import { TextField, ManagerField } from './user-fields';
import { FormDialogFooter } from '@/components/form-footer';

const FIELDS = [
  'firstname',
  'lastname',
  'userEmailId',
  'userContactNumber',
  'employeeCode',
  'designation',
  'department',
  'reportingManagerId',
  'userRoleList',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Exclude<Field, 'userRoleList'>, string> & { userRoleList: string[] };

function valuesOf(u: TUserDetail): Values {
  return {
    firstname: u.firstname,
    lastname: u.lastname,
    userEmailId: u.userEmailId,
    userContactNumber: u.userContactNumber ?? '',
    employeeCode: u.employeeCode ?? '',
    designation: u.designation ?? '',
    department: u.department ?? '',
    reportingManagerId: u.reportingManagerId ? String(u.reportingManagerId) : '',
    userRoleList: u.userRoleList,
  };
}

function EditForm({
  user,
  departments,
  onClose,
}: {
  user: TUserDetail;
  departments: readonly string[];
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const managers = useReportingManagers();
  const update = useUpdateUser();
  const set = (field: Exclude<Field, 'userRoleList'>) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    setErrors({});
    update.mutate(
      {
        id: user.userId,
        body: {
          firstname: values.firstname,
          lastname: values.lastname,
          userEmailId: values.userEmailId,
          userContactNumber: values.userContactNumber,
          ...(values.employeeCode ? { employeeCode: values.employeeCode } : {}),
          designation: values.designation,
          department: values.department,
          reportingManagerId: values.reportingManagerId ? Number(values.reportingManagerId) : null,
          userRoleList: values.userRoleList as TUserDetail['userRoleList'] as never,
        },
      },
      {
        onSuccess: () => {
          toast.success(`${values.firstname} ${values.lastname} was changed.`);
          onClose();
        },
        onError: (error) => {
          setRefusal(error.message);
          if (error instanceof HttpError) setErrors(serverFieldErrors(error.body, FIELDS));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstname"
          label="First name"
          value={values.firstname}
          onChange={set('firstname')}
          error={errors.firstname}
        />
        <TextField
          name="lastname"
          label="Last name"
          value={values.lastname}
          onChange={set('lastname')}
          error={errors.lastname}
        />
        <TextField
          name="userEmailId"
          label="Work email"
          type="email"
          value={values.userEmailId}
          onChange={set('userEmailId')}
          error={errors.userEmailId}
        />
        <TextField
          name="userContactNumber"
          label="Phone"
          type="tel"
          value={values.userContactNumber}
          onChange={set('userContactNumber')}
          error={errors.userContactNumber}
        />
        <TextField
          name="employeeCode"
          label="Employee code"
          value={values.employeeCode}
          onChange={set('employeeCode')}
          error={errors.employeeCode}
        />
        <TextField
          name="designation"
          label="Designation"
          value={values.designation}
          onChange={set('designation')}
          error={errors.designation}
        />
        <TextField
          name="department"
          label="Department"
          value={values.department}
          onChange={set('department')}
          error={errors.department}
          suggestions={departments}
        />
        <ManagerField
          value={values.reportingManagerId}
          onChange={set('reportingManagerId')}
          error={errors.reportingManagerId}
          managers={(managers.data ?? []).filter((m) => m.userId !== user.userId)}
        />
      </div>
      <RolePicker
        value={values.userRoleList}
        onChange={(roles) => setValues((v) => ({ ...v, userRoleList: roles }))}
        error={errors.userRoleList}
      />
      <FormAlert message={refusal} />
      <FormDialogFooter pending={update.isPending} onCancel={onClose} />
    </form>
  );
}

/** Changes a user's names, contacts, employment and roles; mounted only while open. */
export function EditUserDialog({
  user,
  departments,
  onClose,
}: {
  user: TUserSummary;
  departments: readonly string[];
  onClose: () => void;
}) {
  const detail = useUser(user.userId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit {user.fullname}</DialogTitle>
          <DialogDescription>
            Only ADMIN and MD give or take the Administrator and Managing Director roles.
          </DialogDescription>
        </DialogHeader>
        {detail.data ? (
          <EditForm user={detail.data} departments={departments} onClose={onClose} />
        ) : (
          <Spinner className="mx-auto" />
        )}
      </DialogContent>
    </Dialog>
  );
}
