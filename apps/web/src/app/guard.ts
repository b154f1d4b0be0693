import { redirect, type LoaderFunctionArgs } from 'react-router';
import { toast } from '@/lib/toast';
import type { Role } from '@staffdesk/shared/roles';
import { LOGIN_PATH, SESSION_EXPIRED_PATH, canAccess } from '@staffdesk/shared/routes';
import { hasSession } from '@/lib/session';

export const ACCESS_REFUSED = 'You do not have access to that page.';

/** The five-step guard of spec section 2, as a loader on every route with a path (step 5 is the login's). */
export function guardLoader(required: readonly Role[] | undefined) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    // 1. No session: to the login with the requested path, so step 5 can come back to it.
    if (!hasSession()) throw redirect(`${LOGIN_PATH}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);

    // Imported on demand so the query client stays out of the login page's JavaScript.
    const { ensureUserContext, ensureMasterData } = await import('./guard-data');
    // 2. The user context, unless already held; a failure is ignored (the page shows what it can).
    const context = await ensureUserContext();
    // The context call may have found the session expired and ended it: that screen wins.
    if (!hasSession()) throw redirect(SESSION_EXPIRED_PATH);

    // 3. Roles: a child without its own list was given its parent's when the routes were built.
    if (required && !canAccess(required, context?.userRoleList ?? [])) {
      toast.warning(ACCESS_REFUSED, { id: 'access-refused' });
      throw redirect(LOGIN_PATH);
    }

    // 4. Master data once.
    ensureMasterData();
    return null;
  };
}

/** A signed-in visitor opening a public entry page goes to the dashboard. */
export function publicEntryLoader(dashboardPath: string) {
  return (): Response | null => (hasSession() ? redirect(dashboardPath) : null);
}
