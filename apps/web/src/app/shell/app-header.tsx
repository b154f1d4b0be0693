import { NotificationBell } from '@/features/notifications/notification-bell';
import { Separator } from '@/components/ui/separator';
import { cn } from '@/lib/cn';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { MobileNav } from './mobile-nav';
import { ThemeMenu } from './theme-menu';
import { UserMenu } from './user-menu';
import { UnlessPasswordMustChange } from './unless-password-must-change';

export function AppHeader() {
  return (
    <header
      className={cn(
        'sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur',
        'supports-[backdrop-filter]:bg-background/70 sm:px-6',
      )}
    >
      <MobileNav />
      <Separator orientation="vertical" className="mr-1 !h-5 lg:hidden" />
      <AppBreadcrumbs />
      <div className="ml-auto flex items-center gap-1">
        <UnlessPasswordMustChange>
          <NotificationBell />
        </UnlessPasswordMustChange>
        <ThemeMenu />
        <UserMenu />
      </div>
    </header>
  );
}
