import { DASHBOARD_PATH } from '@staffdesk/shared/routes';

// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001F\u007F-\u009F\\]/;

/**
 * Where to go after login: redirectTo when it is a path inside this app, else the dashboard (guard step 5).
 * Only same-origin paths: '//host' would leave the app (an open redirect), and a backslash or a control
 * character ('/\host', '/\t/host': browsers drop tabs and new lines from addresses) is refused outright.
 */
export function redirectTarget(redirectTo: string | null): string {
  if (
    !redirectTo ||
    !redirectTo.startsWith('/') ||
    redirectTo.startsWith('//') ||
    CONTROL_OR_BACKSLASH.test(redirectTo)
  )
    return DASHBOARD_PATH;
  // What the browser would make of it must still be this origin.
  const base = 'https://staffdesk.invalid';
  try {
    const url = new URL(redirectTo, base);
    return url.origin === base ? redirectTo : DASHBOARD_PATH;
  } catch {
    return DASHBOARD_PATH;
  }
}
