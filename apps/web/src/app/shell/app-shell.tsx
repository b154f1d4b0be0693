import { Outlet } from 'react-router';
import { AppHeader } from './app-header';
import { SidebarBrand } from './sidebar-brand';
import { SidebarNav } from './sidebar-nav';
import { useBreadcrumbs } from './app-breadcrumbs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/cn';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation';
import { LiveNotifications } from '@/features/notifications/live-notifications';
import { FlashBanner } from '@/features/flashes/flash-banner';
import { UnlessPasswordMustChange } from './unless-password-must-change';

/** The signed-in frame: sidebar (a sheet at phone width), header with breadcrumbs, and the screen. */
export function AppShell() {
  const crumbs = useBreadcrumbs();
  useDocumentTitle(crumbs.at(-1)?.label);
  useFocusHeadingOnNavigation();

  return (
    <>
      <UnlessPasswordMustChange>
        <LiveNotifications />
      </UnlessPasswordMustChange>
      <div className="flex min-h-dvh">
        <a
          href="#main"
          className={cn(
            'sr-only z-[60] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground',
            'focus:not-sr-only focus:fixed focus:top-3 focus:left-3',
          )}
        >
          Skip to main content
        </a>
        <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r bg-sidebar text-sidebar-foreground lg:flex">
          <SidebarBrand />
          <SidebarNav />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader />
          <UnlessPasswordMustChange>
            <FlashBanner />
          </UnlessPasswordMustChange>
          <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
            <div className="mx-auto w-full max-w-6xl">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
    </>
  );
}
