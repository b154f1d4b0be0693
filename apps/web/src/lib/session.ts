import { ACCESS_TOKEN_COOKIE, PUSH_TOKEN_KEY, REFRESH_TOKEN_COOKIE, SESSION_COOKIE_DAYS } from '@staffdesk/shared/constants';
import { readCookie, removeCookie, writeCookie } from './cookies';

/** Session credentials live in cookies (spec section 9): 7 days, path /, SameSite=Strict, Secure on https. */
function cookieOptions() {
  return { days: SESSION_COOKIE_DAYS, path: '/', sameSite: 'Strict' as const, secure: window.location.protocol === 'https:' };
}

export function getAccessToken(): string | undefined {
  return readCookie(ACCESS_TOKEN_COOKIE) || undefined;
}

export function getRefreshToken(): string | undefined {
  return readCookie(REFRESH_TOKEN_COOKIE) || undefined;
}

export function hasSession(): boolean {
  return getAccessToken() !== undefined;
}

export function storeSession(tokens: { token: string; refreshToken?: string }): void {
  writeCookie(ACCESS_TOKEN_COOKIE, tokens.token, cookieOptions());
  if (tokens.refreshToken) writeCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, cookieOptions());
}

/** Signed out: access, refresh and push-notification tokens removed (spec section 4). */
export function clearSession(): void {
  removeCookie(ACCESS_TOKEN_COOKIE);
  removeCookie(REFRESH_TOKEN_COOKIE);
  try {
    localStorage.removeItem(PUSH_TOKEN_KEY);
  } catch {
    // Storage can be blocked (private mode policies); the cookies are what keep a session.
  }
}
