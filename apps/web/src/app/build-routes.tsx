import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import {
  DASHBOARD_PATH,
  LOGIN_PATH,
  SESSION_EXPIRED_PATH,
  UI_ROUTES,
  joinPath,
  resolveRoutes,
  type ResolvedRoute,
} from '@staffdesk/shared/routes';
import { RouteErrorPage } from '@/features/errors/route-error-page';
import { guardLoader, publicEntryLoader } from './guard';
import { screenLoader } from './screens';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './root-layout';
import { BootScreen } from './boot-screen';

function screen(fullPath: string): RouteObject['lazy'] {
  const load = screenLoader(fullPath);
  return async () => ({ Component: await load() });
}

/** One route of the table as a react-router route: guard loader, breadcrumb handle, lazy screen or redirect. */
export function toRouteObject(resolved: ResolvedRoute): RouteObject {
  const { route, fullPath } = resolved;
  const handle: RouteHandle = { crumb: { label: route.label, icon: route.icon, path: fullPath } };
  // Each screen catches its own errors, so a failing screen keeps the shell (sidebar, header) around it.
  const base = { path: route.path, loader: guardLoader(resolved), handle, errorElement: <RouteErrorPage /> };
  if (resolved.children.length === 0) return { ...base, lazy: screen(fullPath) };

  const index: RouteObject = route.redirect
    ? { index: true, loader: () => redirect(joinPath(fullPath, route.redirect ?? '')) }
    : { index: true, lazy: screen(fullPath) };
  return { ...base, children: [index, ...resolved.children.map(toRouteObject)] };
}

/** The whole route tree: public pages, the guarded shell built from the route table, and the 404. */
export function buildRoutes(): RouteObject[] {
  const [root] = resolveRoutes(UI_ROUTES);
  const app = toRouteObject(root!);
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: BootScreen,
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: LOGIN_PATH,
          loader: publicEntryLoader(DASHBOARD_PATH),
          lazy: async () => ({ Component: (await import('@/features/auth/login-route')).LoginRoute }),
        },
        {
          path: SESSION_EXPIRED_PATH,
          lazy: async () => ({ Component: (await import('@/features/auth/session-expired-page')).SessionExpiredPage }),
        },
        {
          ...app,
          path: `/${UI_ROUTES.path}`,
          lazy: async () => ({ Component: (await import('./shell/app-shell')).AppShell }),
          errorElement: <RouteErrorPage />,
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('@/features/errors/not-found-page')).NotFoundPage }),
        },
      ],
    },
  ];
}
