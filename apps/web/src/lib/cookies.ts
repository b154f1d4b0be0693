export interface CookieOptions {
  days?: number;
  path?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { days, path = '/', sameSite = 'Strict', secure = false } = options;
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}; SameSite=${sameSite}`;
  if (days !== undefined) cookie += `; expires=${new Date(Date.now() + days * 86_400_000).toUTCString()}`;
  if (secure) cookie += '; Secure';
  document.cookie = cookie;
}

/** A Secure cookie (any `__Host-` one) is removed only by a write that is Secure too. */
export function removeCookie(name: string, path = '/', secure = false): void {
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict${secure ? '; Secure' : ''}`;
}
