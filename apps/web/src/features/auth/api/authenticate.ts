import type { TLoginRequest, TLoginResponse } from '@staffdesk/shared/schemas/auth';
import { callApi } from '@/lib/api-client';

/**
 * The login page calls its two endpoints without TanStack Query, and loads their declarations (with zod,
 * which nothing else on the page needs) when they are first used: the page must stay within its
 * JavaScript budget. The page warms that chunk up once it has drawn (preloadAuthApi).
 */
export const preloadAuthApi = () => import('@staffdesk/shared/api/auth');

export async function authenticate(body: TLoginRequest): Promise<TLoginResponse> {
  const { authApi } = await preloadAuthApi();
  // A 401 here means wrong credentials, not an expired session: no refresh, and the form explains it.
  return callApi(authApi.authenticate, { body }, { skipRefresh: true, toastErrors: false });
}
