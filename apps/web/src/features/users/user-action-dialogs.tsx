import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDisableTwoFactor } from './api/disable-user-two-factor';
import { useTemporaryPassword } from './api/make-temporary-password';
import { useUpdateUser } from './api/update-user';
import { EditUserDialog } from './edit-user-dialog';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { CONFIRMATIONS, type UserAction } from './user-action';

interface UserActionDialogsProps {
  /** The action chosen in a row's menu, until it is done or dismissed. */
  acting: UserAction | undefined;
  departments: readonly string[];
  onClose: () => void;
}

/** What a row's action opens: the edit dialog, or a confirmation and then, for a reset, the password made. */
export function UserActionDialogs({ acting, departments, onClose }: UserActionDialogsProps) {
  const [password, setPassword] = useState<{ name: string; password: string }>();
  const update = useUpdateUser();
  const reset = useTemporaryPassword();
  const twoFactor = useDisableTwoFactor();

  const confirm = () => {
    if (!acting) return;
    const { kind, user } = acting;
    if (kind === 'activate' || kind === 'deactivate')
      update.mutate(
        { id: user.userId, body: { userIsActive: kind === 'activate' } },
        {
          onSuccess: () =>
            toast.success(
              kind === 'activate'
                ? `${user.fullname} can sign in again.`
                : `${user.fullname} is deactivated and signed out everywhere.`,
            ),
          onError: (error) => toast.error(error.message),
          onSettled: onClose,
        },
      );
    if (kind === 'password')
      reset.mutate(user.userId, {
        onSuccess: ({ temporaryPassword }) => setPassword({ name: user.fullname, password: temporaryPassword }),
        onSettled: onClose,
      });
    if (kind === 'two-factor')
      twoFactor.mutate(user.userId, {
        onSuccess: () => toast.success(`Two-factor sign-in is off for ${user.fullname}.`),
        onSettled: onClose,
      });
  };

  const words = acting && acting.kind !== 'edit' ? CONFIRMATIONS[acting.kind] : undefined;
  return (
    <>
      {acting?.kind === 'edit' && <EditUserDialog user={acting.user} departments={departments} onClose={onClose} />}
      <ConfirmDialog
        open={words !== undefined}
        onOpenChange={(open) => !open && onClose()}
        title={words?.title ?? ''}
        description={acting && words ? words.description(acting.user.fullname) : ''}
        confirmLabel={words?.confirmLabel ?? ''}
        dismissLabel="Cancel"
        destructive={words?.destructive ?? true}
        onConfirm={confirm}
        pending={update.isPending || reset.isPending || twoFactor.isPending}
      />
      {password && (
        <TemporaryPasswordDialog
          name={password.name}
          password={password.password}
          onClose={() => setPassword(undefined)}
        />
      )}
    </>
  );
}
