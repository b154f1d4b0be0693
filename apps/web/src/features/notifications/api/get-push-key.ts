import { notificationsApi } from '@staffdesk/shared/api/notifications';
import { callApi } from '@/lib/api-client';

/** The VAPID public key the browser subscribes with. */
export function getPushKey(): Promise<{ publicKey: string }> {
  return callApi(notificationsApi.pushKey, {}, { toastErrors: false, loader: false });
}
