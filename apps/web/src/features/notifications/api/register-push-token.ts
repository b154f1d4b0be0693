import { authApi } from '@staffdesk/shared/api/auth';
import { notificationsApi } from '@staffdesk/shared/api/notifications';
import { callApi } from '@/lib/api-client';

/** The VAPID public key the browser subscribes with. */
export function getPushKey(): Promise<{ publicKey: string }> {
  return callApi(notificationsApi.pushKey, {}, { toastErrors: false, loader: false });
}

/** Ties this browser's push subscription (its JSON) to the signed-in user. */
export function registerPushToken(token: string): Promise<unknown> {
  return callApi(authApi.registerPushToken, { body: { token } }, { toastErrors: false, loader: false });
}
