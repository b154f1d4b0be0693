import { createBrowserRouter } from 'react-router';
import { SESSION_EXPIRED_PATH } from '@staffdesk/shared/routes';
import { queryClient } from '@/lib/query-client';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { buildRoutes } from './build-routes';
import { CHANGE_PASSWORD_PATH } from './guard';

// Created when the app is first loaded, at the address of that moment (the sign-in page sets it first).
export const router = createBrowserRouter(buildRoutes());

/** Resolves once the router has loaded its first address (guard, screen), so that it draws no boot screen. */
export function routerInitialized(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The server ended the session: nothing cached stays, and the session-expired page says so. */
export function showSessionExpired(): Promise<void> {
  queryClient.clear();
  return router.navigate(SESSION_EXPIRED_PATH, { replace: true });
}

/** The server refused a temporary password: read the user context again (it says so), then the change-password screen. */
export async function showChangePassword(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: userContextQueryOptions().queryKey });
  await router.navigate(CHANGE_PASSWORD_PATH);
}
