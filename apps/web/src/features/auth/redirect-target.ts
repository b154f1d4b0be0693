import { DASHBOARD_PATH } from '@staffdesk/shared/routes';

/** Where to go after login: redirectTo when it is a path inside this app, else the dashboard (guard step 5). */
export function redirectTarget(redirectTo: string | null): string {
  // Only same-origin paths: '//host' and '/\host' would leave the app (an open redirect).
  if (redirectTo && redirectTo.startsWith('/') && !redirectTo.startsWith('//') && !redirectTo.startsWith('/\\')) return redirectTo;
  return DASHBOARD_PATH;
}
