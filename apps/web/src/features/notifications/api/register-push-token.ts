import { authApi } from '@staffdesk/shared/api/auth';
import { callApi } from '@/lib/api-client';

/** Ties this browser's push subscription (its JSON) to the signed-in user. */
export function registerPushToken(token: string): Promise<unknown> {
  return callApi(authApi.registerPushToken, { body: { token } }, { toastErrors: false, loader: false });
}
