import type { TLoginRequest, TLoginResponse } from '@staffdesk/shared/schemas/auth';
import { http } from '@/lib/http';

/**
 * The login page calls its two endpoints without TanStack Query: the page must stay within its JavaScript
 * budget, and a login is a one-off call with nothing to cache.
 */
export function authenticate(body: TLoginRequest): Promise<TLoginResponse> {
  // A 401 here means wrong credentials, not an expired session: no refresh, and the form explains it.
  return http.post<TLoginResponse>('/authenticate', body, { skipRefresh: true, toastErrors: false });
}
