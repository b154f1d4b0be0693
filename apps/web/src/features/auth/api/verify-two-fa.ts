import type { TLoginResponse, TTwoFaRequest } from '@staffdesk/shared/schemas/auth';
import { http } from '@/lib/http';

export function verifyTwoFa(body: TTwoFaRequest): Promise<TLoginResponse> {
  return http.post<TLoginResponse>('/authenticate/2Fa', body, { skipRefresh: true, toastErrors: false });
}
