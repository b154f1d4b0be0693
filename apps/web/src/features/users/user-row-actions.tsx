import { KeyRound, MoreHorizontal, Pencil, Power, ShieldOff } from 'lucide-react';
import type { TUserSummary } from '@staffdesk/shared/schemas/users';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { UserAction } from './user-action';

/** A row's menu: edit the user, (de)activate them, reset their password, turn their 2FA off. */
export function UserRowActions({ user, onAct }: { user: TUserSummary; onAct: (action: UserAction) => void }) {
  return (
    <div className="flex justify-end">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Actions for ${user.fullname}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onAct({ kind: 'edit', user })}>
            <Pencil aria-hidden="true" />
            Edit
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => onAct({ kind: user.userIsActive ? 'deactivate' : 'activate', user })}
            variant={user.userIsActive ? 'destructive' : 'default'}
          >
            <Power aria-hidden="true" />
            {user.userIsActive ? 'Deactivate' : 'Reactivate'}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAct({ kind: 'password', user })}>
            <KeyRound aria-hidden="true" />
            Reset password
          </DropdownMenuItem>
          {user.user2FAEnabled && (
            <DropdownMenuItem onSelect={() => onAct({ kind: 'two-factor', user })}>
              <ShieldOff aria-hidden="true" />
              Turn 2FA off
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
