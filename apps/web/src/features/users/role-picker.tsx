import { ROLES, ROLE_LABELS, mayAdministerRoles } from '@staffdesk/shared/roles';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { useUserContext } from '@/lib/api/get-user-context';

/** Roles as checkboxes; ADMIN and MD only for those who hold one of them (the server checks the same). */
export function RolePicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (roles: string[]) => void;
  error?: string;
}) {
  const me = useUserContext();
  const mine = me.data?.userRoleList ?? [];
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'userRoleList-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">Roles</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ROLES.map((role) => {
          const allowed = mayAdministerRoles(mine, [role]);
          const id = `role-${role}`;
          return (
            <div key={role} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={value.includes(role)}
                disabled={!allowed}
                onCheckedChange={(checked) =>
                  onChange(checked === true ? [...value, role] : value.filter((r) => r !== role))
                }
              />
              <Label htmlFor={id} className={allowed ? undefined : 'text-muted-foreground'}>
                {ROLE_LABELS[role]}
              </Label>
            </div>
          );
        })}
      </div>
      <FieldError id="userRoleList-error">{error}</FieldError>
    </fieldset>
  );
}
