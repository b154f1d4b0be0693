import { redirect, type LoaderFunctionArgs } from 'react-router';
import { toast } from '@/lib/toast';
import {
  LOGIN_PATH,
  SESSION_EXPIRED_PATH,
  heldGrants,
  mayOpen,
  uiPath,
  type ResolvedRoute,
} from '@staffdesk/shared/routes';
import { hasSession } from '@/lib/session';

export const ACCESS_REFUSED = 'You do not have access to that page.';
export const MUST_CHANGE_PASSWORD = 'Choose your own password before going on.';
/** Where a user with a temporary password chooses their own (the settings screen shows only that then). */
export const CHANGE_PASSWORD_PATH = uiPath('/ui/settings');
const SETTINGS_PATH = CHANGE_PASSWORD_PATH;

/**
 * The five-step guard of spec section 2, as a loader on every route with a path (step 5 is the login's).
 * Without a route (a page outside the table) any signed-in user passes.
 */
export function guardLoader(route: ResolvedRoute | undefined) {
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

    // Someone else chose the password (a new user, an administrator's reset): the user chooses their own first.
    if (context?.passwordMustChange && url.pathname !== SETTINGS_PATH) {
      toast.warning(MUST_CHANGE_PASSWORD, { id: 'must-change-password' });
      throw redirect(SETTINGS_PATH);
    }
    // The server refuses everything else to such a user (403 PASSWORD_CHANGE_REQUIRED): no master data until then.
    if (context?.passwordMustChange) return null;

    // 3. Roles (a child without its own list has its parent's), or a grant the screen admits beside them
    //    (by a role, held today through a delegation, or as a project's member).
    if (route && !mayOpen(route, context?.userRoleList ?? [], heldGrants(context))) {
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
