import { useFormContext } from 'react-hook-form';
import { ROLES, ROLE_LABELS, mayAdministerRoles, type Role } from '@staffdesk/shared/roles';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormMessage } from '@/components/form/form-message';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useUserContext } from '@/lib/api/get-user-context';

/** The form's roles as checkboxes; ADMIN and MD only for those who hold one of them (the server checks the same). */
export function RolePicker() {
  const { control } = useFormContext<{ userRoleList: Role[] }>();
  const me = useUserContext();
  const mine = me.data?.userRoleList ?? [];
  const firstAllowed = ROLES.find((role) => mayAdministerRoles(mine, [role]));
  return (
    <FormField
      control={control}
      name="userRoleList"
      id="userRoleList"
      render={({ field }) => (
        <FormItem>
          <FormControl>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Roles</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {ROLES.map((role) => {
                  const allowed = mayAdministerRoles(mine, [role]);
                  const id = `role-${role}`;
                  return (
                    <div key={role} className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        ref={role === firstAllowed ? field.ref : undefined}
                        checked={field.value.includes(role)}
                        disabled={!allowed}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked === true ? [...field.value, role] : field.value.filter((r) => r !== role),
                          )
                        }
                      />
                      <Label htmlFor={id} className={allowed ? undefined : 'text-muted-foreground'}>
                        {ROLE_LABELS[role]}
                      </Label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
