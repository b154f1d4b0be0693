import {
  ACCESS_TOKEN_COOKIE,
  PUSH_TOKEN_KEY,
  REFRESH_TOKEN_COOKIE,
  SESSION_COOKIE_DAYS,
} from '@staffdesk/shared/constants';
import { readCookie, removeCookie, writeCookie } from './cookies';

/**
 * On https the cookies are named with the __Host- prefix: the browser then takes them only Secure, for
 * path / and this host alone, so no other site of the domain can set or widen them.
 */
const HOST_PREFIX = '__Host-';

const onHttps = () => window.location.protocol === 'https:';
const nameOf = (cookie: string) => (onHttps() ? `${HOST_PREFIX}${cookie}` : cookie);

/** Session credentials live in cookies (spec section 9): 7 days, path /, SameSite=Strict, Secure on https. */
function cookieOptions() {
  return { days: SESSION_COOKIE_DAYS, path: '/', sameSite: 'Strict' as const, secure: onHttps() };
}

/**
 * A token, from its cookie. On https a cookie still under the name it had before the prefix is moved to the
 * prefixed name (kept when that one is missing), so that the upgrade signs nobody out.
 */
function readToken(cookie: string): string | undefined {
  const current = readCookie(nameOf(cookie)) || undefined;
  if (!onHttps()) return current;
  const earlier = readCookie(cookie);
  if (earlier === undefined) return current;
  removeCookie(cookie, '/', true);
  if (current || !earlier) return current;
  writeCookie(nameOf(cookie), earlier, cookieOptions());
  return earlier;
}

export function getAccessToken(): string | undefined {
  return readToken(ACCESS_TOKEN_COOKIE);
}

export function getRefreshToken(): string | undefined {
  return readToken(REFRESH_TOKEN_COOKIE);
}

export function hasSession(): boolean {
  return getAccessToken() !== undefined;
}

export function storeSession(tokens: { token: string; refreshToken?: string }): void {
  writeCookie(nameOf(ACCESS_TOKEN_COOKIE), tokens.token, cookieOptions());
  if (tokens.refreshToken) writeCookie(nameOf(REFRESH_TOKEN_COOKIE), tokens.refreshToken, cookieOptions());
}

/** Signed out: access, refresh and push-notification tokens removed (spec section 4). */
export function clearSession(): void {
  for (const cookie of [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]) {
    removeCookie(nameOf(cookie), '/', onHttps());
    // A cookie of before the prefix, never read since.
    if (onHttps()) removeCookie(cookie, '/', true);
  }
  try {
    localStorage.removeItem(PUSH_TOKEN_KEY);
  } catch {
    // Storage can be blocked (private mode policies); the cookies are what keep a session.
  }
}
