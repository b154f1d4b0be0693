import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_TOKEN_KEY } from '@staffdesk/shared/constants';
import { configureHttp, http, HttpError, NETWORK_ERROR } from './http';
import { getAccessToken, getRefreshToken, storeSession } from './session';
import { isLoading, loadingStore } from './loading-store';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const route = (handler: Handler) => fetchMock.mockImplementation(async (url, init) => handler(url, init));
const authOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => url === `/api${path}`);

const onSessionExpired = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  onSessionExpired.mockReset();
  vi.mocked(toast.error).mockReset();
  configureHttp({ onSessionExpired });
  storeSession({ token: 'access-1', refreshToken: 'refresh-1' });
  loadingStore.setState({ pending: 0 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

/** A server whose valid access token is `access-2` after a refresh that rotates refresh-1 into refresh-2. */
function rotatingServer(extra?: (url: string, init: RequestInit) => Response | undefined): Handler {
  return (url, init) => {
    if (url === '/api/refresh-token') {
      const body = JSON.parse(String(init.body)) as { refreshToken: string };
      return body.refreshToken === 'refresh-1'
        ? json(200, { token: 'access-2', refreshToken: 'refresh-2' })
        : json(401, { message: 'Session ended.' });
    }
    const extraResponse = extra?.(url, init);
    if (extraResponse) return extraResponse;
    return authOf(init) === 'Bearer access-2' ? json(200, { url }) : json(401, { message: 'Token expired.' });
  };
}

describe('http client', () => {
  it('sends the stored token as a bearer header and returns the response data', async () => {
    route((_url, init) => json(200, { auth: authOf(init) }));
    await expect(http.get('/users/context')).resolves.toEqual({ auth: 'Bearer access-1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/context');
  });

  it('builds query strings, sends JSON bodies, and lets DELETE carry a body', async () => {
    route(() => json(200, {}));
    await http.get('/user-notifications', { query: { page: 2, pageSize: 20, skip: undefined } });
    await http.delete('/assets/7', { reason: 'duplicate' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user-notifications?page=2&pageSize=20');
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBe('{"reason":"duplicate"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('refreshes once for requests failing together, stores the rotated pair, and retries each request once', async () => {
    route(rotatingServer());
    const results = await Promise.all([http.get('/users/context'), http.get('/master'), http.get('/master/label')]);
    expect(results).toEqual([{ url: '/api/users/context' }, { url: '/api/master' }, { url: '/api/master/label' }]);
    expect(callsTo('/refresh-token')).toHaveLength(1);
    expect(callsTo('/users/context')).toHaveLength(2);
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('does not refresh again when a 401 carried a token that was replaced meanwhile', async () => {
    route(
      rotatingServer((url, init) => {
        if (url !== '/api/late' || authOf(init) !== 'Bearer access-1') return undefined;
        // Another request refreshed while this one was on its way with the old token.
        storeSession({ token: 'access-2', refreshToken: 'refresh-2' });
        return json(401, {});
      }),
    );
    await expect(http.get('/late')).resolves.toEqual({ url: '/api/late' });
    expect(callsTo('/refresh-token')).toHaveLength(0);
    expect(callsTo('/late')).toHaveLength(2);
  });

  it('uses the token another tab stored while this one waited for the lock', async () => {
    const request = vi.fn(async (_name: string, work: () => Promise<unknown>) => {
      // The other tab held the lock and refreshed first.
      storeSession({ token: 'access-2', refreshToken: 'refresh-2' });
      return work();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    route(rotatingServer());
    await expect(http.get('/users/context')).resolves.toEqual({ url: '/api/users/context' });
    expect(request).toHaveBeenCalledWith('staffdesk-token-refresh', expect.any(Function));
    expect(callsTo('/refresh-token')).toHaveLength(0);
  });

  it('retries only once: a second 401 ends the session', async () => {
    route((url) =>
      url === '/api/refresh-token' ? json(200, { token: 'access-2', refreshToken: 'refresh-2' }) : json(401, {}),
    );
    await expect(http.get('/users/context')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('/users/context')).toHaveLength(2);
    expect(callsTo('/refresh-token')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('signs out once and reports the expiry when the refresh fails, without error toasts', async () => {
    localStorage.setItem(PUSH_TOKEN_KEY, 'push-token');
    route((url) =>
      url === '/api/refresh-token'
        ? json(401, { message: 'Session ended.' })
        : json(401, { message: 'Token expired.' }),
    );
    const results = await Promise.allSettled([http.get('/users/context'), http.get('/master')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(callsTo('/refresh-token')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('does not refresh for calls whose 401 means wrong credentials', async () => {
    route(() => json(401, { message: 'Invalid username or password.' }));
    await expect(http.post('/authenticate', {}, { skipRefresh: true })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password.',
    });
    expect(callsTo('/refresh-token')).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Invalid username or password.');
  });

  it('toasts the message of an error, else its first errorDetails entry, and rejects', async () => {
    route(() => json(409, { message: 'That leave overlaps another.', errorDetails: ['from: overlaps'] }));
    await expect(http.post('/x', {})).rejects.toBeInstanceOf(HttpError);
    expect(toast.error).toHaveBeenLastCalledWith('That leave overlaps another.');

    route(() => json(400, { errorDetails: ['Username must be at least 2 characters.', 'second'] }));
    await expect(http.post('/x', {})).rejects.toMatchObject({
      status: 400,
      message: 'Username must be at least 2 characters.',
    });
    expect(toast.error).toHaveBeenLastCalledWith('Username must be at least 2 characters.');
  });

  it("says 'Network Error' when the network fails, and stays quiet when asked to", async () => {
    route(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR });
    expect(toast.error).toHaveBeenCalledWith('Network Error');
    vi.mocked(toast.error).mockClear();
    await expect(http.get('/x', { toastErrors: false })).rejects.toMatchObject({ message: NETWORK_ERROR });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('gives up after the timeout and passes a caller abort through silently', async () => {
    route(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(http.get('/slow', { timeout: 10 })).rejects.toMatchObject({ status: 0 });
    vi.mocked(toast.error).mockClear();
    const controller = new AbortController();
    const pending = http.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('loading indicator', () => {
  it('turns on at the start of a request and off 300 ms after success', async () => {
    vi.useFakeTimers();
    let respond!: (r: Response) => void;
    fetchMock.mockImplementation(() => new Promise((resolve) => (respond = resolve)));
    const pending = http.get('/users/context');
    expect(isLoading()).toBe(true);
    respond(json(200, {}));
    await pending;
    expect(isLoading()).toBe(true);
    vi.advanceTimersByTime(299);
    expect(isLoading()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isLoading()).toBe(false);
  });

  it('turns off at once on an error response', async () => {
    route(() => json(500, { message: 'Internal server error occurred.' }));
    const pending = http.get('/x');
    expect(isLoading()).toBe(true);
    await expect(pending).rejects.toBeInstanceOf(HttpError);
    expect(isLoading()).toBe(false);
  });

  it('stays on while another request still runs, and can be left off for background calls', async () => {
    vi.useFakeTimers();
    let respondSlow!: (r: Response) => void;
    fetchMock
      .mockImplementationOnce(() => Promise.resolve(json(500, {})))
      .mockImplementationOnce(() => new Promise((resolve) => (respondSlow = resolve)));
    const failing = http.get('/fails', { toastErrors: false });
    const slow = http.get('/slow');
    await expect(failing).rejects.toBeInstanceOf(HttpError);
    expect(isLoading()).toBe(true);
    respondSlow(json(200, {}));
    await slow;
    vi.advanceTimersByTime(300);
    expect(isLoading()).toBe(false);

    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));
    const quiet = http.get('/master', { loader: false });
    expect(isLoading()).toBe(false);
    await quiet;
  });
});

describe('a temporary password the server refuses', () => {
  it('sends the user to the change-password screen instead of an error toast; other 403s are toasted', async () => {
    const onPasswordChangeRequired = vi.fn();
    configureHttp({ onSessionExpired, onPasswordChangeRequired });
    route((url) =>
      url === '/api/flashes/active'
        ? json(403, { message: 'Change your temporary password before going on.', code: 'PASSWORD_CHANGE_REQUIRED' })
        : json(403, { message: 'You are not allowed to do this.' }),
    );
    await expect(http.get('/flashes/active')).rejects.toMatchObject({ status: 403 });
    expect(onPasswordChangeRequired).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();

    await expect(http.get('/users')).rejects.toBeInstanceOf(HttpError);
    expect(onPasswordChangeRequired).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('You are not allowed to do this.');
  });
});
