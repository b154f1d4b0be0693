import { Link } from 'react-router';
import { Download, LogOut, Settings, UserRound } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useUserContext } from '@/lib/api/get-user-context';
import { useSignOut } from '@/lib/use-sign-out';
import { installApp, useCanInstallApp } from '@/lib/install-app';
import { UserAvatar } from '@/components/user-avatar';

export function UserMenu() {
  const { data: user } = useUserContext();
  const signOut = useSignOut();
  const canInstall = useCanInstallApp();
  const name = user?.fullname ?? 'Account';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Named by its text, so the name holds the first name the button shows (WCAG 2.5.3, label in name). */}
        <Button variant="ghost" className="h-9 gap-2 px-1.5 sm:pr-3">
          <UserAvatar name={name} pictureUrl={user?.profilePictureUrl} className="size-7" aria-hidden />
          <span className="sr-only sm:not-sr-only">
            <span className="block max-w-40 truncate text-sm font-medium">{user?.firstname}</span>
          </span>
          <span className="sr-only">{user?.firstname ? 'account menu' : 'Account menu'}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <div className="truncate text-sm font-medium">{name}</div>
          <div className="text-xs text-muted-foreground wrap-anywhere">{user?.userEmailId}</div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to={uiPath('/ui/human-resources/self-profile')}>
              <UserRound aria-hidden="true" />
              My profile
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={uiPath('/ui/settings')}>
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </DropdownMenuItem>
          {/* Only where the browser offers it (Chromium-based browsers, not yet installed). */}
          {canInstall && (
            <DropdownMenuItem onSelect={() => void installApp()}>
              <Download aria-hidden="true" />
              Install app
            </DropdownMenuItem>
          )}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
