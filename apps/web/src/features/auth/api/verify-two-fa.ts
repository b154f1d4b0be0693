import type { TLoginResponse, TTwoFaRequest } from '@staffdesk/shared/schemas/auth';
import { callApi } from '@/lib/api-client';
import { preloadAuthApi } from './authenticate';

export async function verifyTwoFa(body: TTwoFaRequest): Promise<TLoginResponse> {
  const { authApi } = await preloadAuthApi();
  return callApi(authApi.verifySecondFactor, { body }, { skipRefresh: true, toastErrors: false });
}
