import type { TLoginRequest, TLoginResponse } from '@staffdesk/shared/schemas/auth';
import { callApi } from '@/lib/api-client';

/**
 * The declarations of the login's two endpoints come with zod, which nothing else on the page needs: they
 * load when the visitor starts typing (preloadAuthApi), so that the page itself stays within its JavaScript
 * budget and they are there by the time the form is sent.
 */
export const preloadAuthApi = () => import('@staffdesk/shared/api/auth');

export async function authenticate(body: TLoginRequest): Promise<TLoginResponse> {
  const { authApi } = await preloadAuthApi();
  // A 401 here means wrong credentials, not an expired session: no refresh, and the form explains it.
  return callApi(authApi.authenticate, { body }, { skipRefresh: true, toastErrors: false });
}
