import type { TUserDetail, TUserSummary } from '@staffdesk/shared/schemas/users';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialogFooter } from '@/components/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useReportingManagers } from './api/get-reporting-managers';
import { useUser } from './api/get-user';
import { useUpdateUser } from './api/update-user';
import { RolePicker } from './role-picker';
import { ManagerField, TextField } from './user-fields';
import { ZEditUserFormSchema, type TEditUserForm } from './user-form-schemas';

const LABELS = { userEmailId: 'Work email', reportingManagerId: 'Reporting manager' };

function EditUserForm({
  user,
  departments,
  onClose,
}: {
  user: TUserDetail;
  departments: readonly string[];
  onClose: () => void;
}) {
  const managers = useReportingManagers();
  const update = useUpdateUser();
  const form = useZodForm(ZEditUserFormSchema, {
    defaultValues: {
      firstname: user.firstname,
      lastname: user.lastname,
      userEmailId: user.userEmailId,
      userContactNumber: user.userContactNumber ?? '',
      employeeCode: user.employeeCode ?? '',
      designation: user.designation ?? '',
      department: user.department ?? '',
      reportingManagerId: user.reportingManagerId,
      userRoleList: user.userRoleList as TEditUserForm['userRoleList'],
    },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: user.userId, body });
      toast.success(`${body.firstname} ${body.lastname} was changed.`);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Form form={form} labels={LABELS}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="firstname" label="First name" />
          <TextField name="lastname" label="Last name" />
          <TextField name="userEmailId" label="Work email" type="email" />
          <TextField name="userContactNumber" label="Phone" type="tel" />
          <TextField name="employeeCode" label="Employee code" />
          <TextField name="designation" label="Designation" />
          <TextField name="department" label="Department" suggestions={departments} />
          <ManagerField managers={(managers.data ?? []).filter((m) => m.userId !== user.userId)} />
        </div>
        <RolePicker />
        <FormServerAlert />
        <FormDialogFooter onCancel={onClose} />
      </form>
    </Form>
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
          <EditUserForm user={detail.data} departments={departments} onClose={onClose} />
        ) : (
          <Spinner className="mx-auto" />
        )}
      </DialogContent>
    </Dialog>
  );
}
