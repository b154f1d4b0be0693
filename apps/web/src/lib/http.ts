import { toast } from '@/lib/toast';
import { API_PREFIX, ERROR_CODES } from '@staffdesk/shared/constants';
import { SESSION_EXPIRED_PATH, uiPath } from '@staffdesk/shared/routes';
import { clearSession, getAccessToken, getRefreshToken, storeSession } from './session';
import { startLoading, stopLoading } from './loading-store';

/**
 * The one HTTP client of the SPA (ARCHITECTURE.md, "Client behaviour"): bearer header from the stored
 * token, the top loading bar, one shared refresh on 401 and a single retry, error toasts.
 */

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Milliseconds before the request is given up. */
  timeout?: number;
  signal?: AbortSignal;
  /** Drive the top loading bar (default true). */
  loader?: boolean;
  /** Show the error toast (default true); off for callers that explain the failure themselves. */
  toastErrors?: boolean;
  /** Do not refresh and retry on 401: calls whose 401 means "wrong credentials", not "expired token". */
  skipRefresh?: boolean;
  query?: Record<string, QueryValue>;
  responseType?: 'json' | 'blob' | 'text';
  /** Told how much of the body has been sent, from 0 to 1: the request then goes by XMLHttpRequest, as fetch cannot tell. */
  onUploadProgress?: (fraction: number) => void;
}

export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

export const NETWORK_ERROR = 'Network Error';
export const TIMEOUT_ERROR = 'The request took too long. Please try again.';

interface HttpConfig {
  /** Called once when a refresh fails: the app clears its caches and shows /session-expired. */
  onSessionExpired: () => void;
  /** Called when the server refuses a temporary password (403 PASSWORD_CHANGE_REQUIRED): the app shows the change-password screen. */
  onPasswordChangeRequired: () => void;
}

const config: HttpConfig = {
  onSessionExpired: () => window.location.assign(SESSION_EXPIRED_PATH),
  onPasswordChangeRequired: () => window.location.assign(uiPath('/ui/settings')),
};

/** Whether an error is the server's refusal of a user who must change their temporary password first. */
export function isPasswordChangeRequired(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 403 || !error.body || typeof error.body !== 'object')
    return false;
  return (error.body as { code?: unknown }).code === ERROR_CODES.passwordChangeRequired;
}

export function configureHttp(next: Partial<HttpConfig>): void {
  Object.assign(config, next);
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = path.startsWith('http') ? path : `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** The error text of spec section 8: the message, else the first errorDetails entry. */
export function errorMessageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { errorDetails, message } = body as { errorDetails?: unknown; message?: unknown };
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(errorDetails) && typeof errorDetails[0] === 'string' && errorDetails[0]) return errorDetails[0];
  }
  return `Request failed with status ${status}.`;
}

async function readBody(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (response.ok && responseType === 'blob') return response.blob();
  if (response.ok && responseType === 'text') return response.text();
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return await response.json();
    } catch {
      return undefined;
    }
  }
  const text = await response.text();
  return text === '' ? undefined : text;
}

let refreshing: Promise<string | null> | null = null;

/** Serialize refreshes across tabs: a refresh token is single-use, and reusing one revokes the session. */
function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return work();
  return locks.request('staffdesk-token-refresh', work) as Promise<T>;
}

/**
 * One shared refresh for every request that failed with the same token. Resolves to the new access token,
 * or null when the session cannot be renewed. `failedToken` is the token the failed request carried: if the
 * stored one differs by the time we hold the lock, another request or tab has refreshed already.
 */
export function refreshAccessToken(failedToken: string | undefined): Promise<string | null> {
  if (refreshing) return refreshing;
  refreshing = withCrossTabLock(async () => {
    const current = getAccessToken();
    if (current && current !== failedToken) return current;
    const refreshToken = getRefreshToken();
    if (!refreshToken) return null;
    try {
      // Loaded when first needed: the login page's JavaScript stays without the API declarations and zod.
      const { authApi } = await import('@staffdesk/shared/api/auth');
      const response = await fetch(buildUrl(authApi.refreshToken.path), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (!response.ok) return null;
      const data = (await response.json()) as { token?: string; refreshToken?: string };
      if (!data.token) return null;
      storeSession({ token: data.token, refreshToken: data.refreshToken ?? refreshToken });
      return data.token;
    } catch {
      return null;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function expireSession(): void {
  // Several requests can fail together; only the first one still finds a session to end.
  if (getAccessToken() === undefined && getRefreshToken() === undefined) return;
  clearSession();
  config.onSessionExpired();
}

function isJsonBody(body: unknown): boolean {
  return (
    body !== undefined &&
    !(body instanceof FormData) &&
    !(body instanceof Blob) &&
    !(body instanceof URLSearchParams) &&
    !(body instanceof ArrayBuffer) &&
    typeof body !== 'string'
  );
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** The same request by XMLHttpRequest, answered as a Response so that refresh, retry and errors stay as they are. */
function sendWithProgress(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: XMLHttpRequestBodyInit | null,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = 'blob';
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, headers: headersOf(xhr) }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    if (signal.aborted) xhr.abort();
    else xhr.send(body);
  });
}

async function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  token: string | undefined,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  const jsonBody = isJsonBody(body);
  if (jsonBody) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const timer =
    options.timeout !== undefined
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeout)
      : undefined;
  const onAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const url = buildUrl(path, options.query);
  const payload = jsonBody ? JSON.stringify(body) : (body as BodyInit | undefined);
  try {
    if (options.onUploadProgress) {
      const xhrBody = (payload ?? null) as XMLHttpRequestBodyInit | null;
      return await sendWithProgress(method, url, headers, xhrBody, controller.signal, options.onUploadProgress);
    }
    return await fetch(url, { method, headers, body: payload, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new HttpError(0, TIMEOUT_ERROR);
    if (options.signal?.aborted) throw error;
    throw new HttpError(0, NETWORK_ERROR);
  } finally {
    if (timer) clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function perform<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
  let token = getAccessToken();
  let response = await send(method, path, body, options, token);

  if (response.status === 401 && !options.skipRefresh) {
    const renewed = await refreshAccessToken(token);
    if (!renewed) {
      expireSession();
      throw new HttpError(401, 'Session timed out!');
    }
    token = renewed;
    // Retry once: a second 401 with a fresh token means the session is no longer valid.
    response = await send(method, path, body, options, token);
    if (response.status === 401) {
      expireSession();
      throw new HttpError(401, 'Session timed out!');
    }
  }

  const data = await readBody(response, options.responseType);
  if (!response.ok) throw new HttpError(response.status, errorMessageOf(data, response.status), data);
  return data as T;
}

export async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { loader = true, toastErrors = true } = options;
  if (loader) startLoading();
  try {
    const data = await perform<T>(method, path, body, options);
    if (loader) stopLoading('success');
    return data;
  } catch (error) {
    if (loader) stopLoading('error');
    const sessionEnded = error instanceof HttpError && error.status === 401 && !options.skipRefresh;
    // A temporary password: to the change-password screen rather than an error toast.
    const mustChangePassword = isPasswordChangeRequired(error);
    if (mustChangePassword) config.onPasswordChangeRequired();
    if (toastErrors && error instanceof HttpError && !sessionEnded && !mustChangePassword) toast.error(error.message);
    throw error;
  }
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  /** DELETE may carry a body (spec section 7). */
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
};
