import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Window as HappyWindow } from 'happy-dom';
import { clearSession, getAccessToken, getRefreshToken, hasSession, storeSession } from './session';

/** The cookies the page holds, by name. */
function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]),
  );
}

/** What the page writes to document.cookie, in order (happy-dom does not enforce the __Host- rules: we check the writes). */
function recordWrites(): string[] {
  const writes: string[] = [];
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie'))
    owner = Object.getPrototypeOf(owner) as object | null;
  const write = Object.getOwnPropertyDescriptor(owner!, 'cookie')!.set!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    write.call(document, value);
  });
  return writes;
}

/** The page's address: the test environment is happy-dom's window. */
function at(url: string) {
  (window as unknown as HappyWindow).happyDOM.setURL(url);
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of Object.keys(cookies()))
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT${name.startsWith('__Host-') ? '; Secure' : ''}`;
});

describe('the session cookies on http', () => {
  beforeEach(() => at('http://staffdesk.test/login'));

  it('are named as the spec has them, not Secure', () => {
    const writes = recordWrites();
    storeSession({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(cookies()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(writes).toHaveLength(2);
    for (const w of writes)
      expect(w).toMatch(/^(accessToken|refreshToken)=\S+; path=\/; SameSite=Strict; expires=[^;]+$/);
    expect([getAccessToken(), getRefreshToken(), hasSession()]).toEqual(['access-1', 'refresh-1', true]);
    clearSession();
    expect(cookies()).toEqual({});
    expect(hasSession()).toBe(false);
  });
});

describe('the session cookies on https', () => {
  beforeEach(() => at('https://staffdesk.test/login'));

  it('carry the __Host- prefix: Secure, path / and no Domain', () => {
    const writes = recordWrites();
    storeSession({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(cookies()).toEqual({ '__Host-accessToken': 'access-1', '__Host-refreshToken': 'refresh-1' });
    expect(writes).toHaveLength(2);
    for (const w of writes) {
      expect(w).toMatch(/^__Host-(accessToken|refreshToken)=\S+; path=\/; SameSite=Strict; expires=[^;]+; Secure$/);
      expect(w).not.toMatch(/domain=/i);
    }
    expect([getAccessToken(), getRefreshToken()]).toEqual(['access-1', 'refresh-1']);
    clearSession();
    expect(cookies()).toEqual({});
  });

  it('take over a session kept under the names of before, once, so that nobody is signed out', () => {
    document.cookie = 'accessToken=access-old; path=/; SameSite=Strict; Secure';
    document.cookie = 'refreshToken=refresh-old; path=/; SameSite=Strict; Secure';
    expect([hasSession(), getAccessToken(), getRefreshToken()]).toEqual([true, 'access-old', 'refresh-old']);
    expect(cookies()).toEqual({ '__Host-accessToken': 'access-old', '__Host-refreshToken': 'refresh-old' });

    const writes = recordWrites();
    expect(getAccessToken()).toBe('access-old');
    expect(writes).toEqual([]);
  });

  it('keep the prefixed token where both names are there, and drop the other; signing out removes both', () => {
    storeSession({ token: 'access-new', refreshToken: 'refresh-new' });
    document.cookie = 'accessToken=access-old; path=/; SameSite=Strict; Secure';
    expect(getAccessToken()).toBe('access-new');
    expect(cookies()).toEqual({ '__Host-accessToken': 'access-new', '__Host-refreshToken': 'refresh-new' });

    document.cookie = 'refreshToken=refresh-old; path=/; SameSite=Strict; Secure';
    clearSession();
    expect(cookies()).toEqual({});
  });
});
