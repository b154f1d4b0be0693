import { lazy, startTransition, Suspense, useCallback, useState, type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LOGIN_PATH } from '@staffdesk/shared/routes';
import { queryClient } from '@/lib/query-client';
import { hasSession } from '@/lib/session';
import { useApplyTheme } from '@/lib/theme';
import { useIdleReload } from '@/lib/use-idle-reload';
import { BootScreen } from './boot-screen';
import { PageErrorBoundary } from './page-error-boundary';
import { SignInEntry } from './sign-in-entry';
import { ToasterHost } from './toaster-host';

let routedApp: Promise<{ default: ComponentType }> | undefined;

/** The router, the route table and the shell, loaded once: with the first address they draw, ready to show. */
function loadRoutedApp() {
  // The guard's first call, the user context, goes out while the router's chunks load rather than after them.
  if (!routedApp && hasSession()) void import('./guard-data').then(({ ensureUserContext }) => ensureUserContext());
  routedApp ??= Promise.all([import('./routed-app'), import('./router')]).then(async ([app, { routerInitialized }]) => {
    await routerInitialized();
    return { default: app.RoutedApp };
  });
  return routedApp;
}

const RoutedApp = lazy(loadRoutedApp);

/**
 * A visit that starts signed out on the sign-in page shows it without the router, and loads the app once signed
 * in; any other address loads the app at once.
 */
export function App() {
  useApplyTheme();
  useIdleReload();
  const [signingIn, setSigningIn] = useState(() => window.location.pathname === LOGIN_PATH && !hasSession());

  const openApp = useCallback(async (path: string) => {
    // The router starts at the address of its creation: the one the user goes to, in place of the sign-in page's.
    window.history.replaceState(null, '', path);
    // A failure to load shows as the error page, when RoutedApp draws, rather than as a failed sign-in.
    await loadRoutedApp().catch(() => undefined);
    // A transition keeps the sign-in page on screen until the app draws.
    startTransition(() => setSigningIn(false));
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <PageErrorBoundary>
        <Suspense fallback={<BootScreen />}>{signingIn ? <SignInEntry goTo={openApp} /> : <RoutedApp />}</Suspense>
      </PageErrorBoundary>
      <ToasterHost />
    </QueryClientProvider>
  );
}
