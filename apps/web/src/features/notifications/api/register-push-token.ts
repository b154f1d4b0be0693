import { http } from '@/lib/http';

/** The VAPID public key the browser subscribes with. */
export function getPushKey(): Promise<{ publicKey: string }> {
  return http.get<{ publicKey: string }>('/user-notifications/push-key', { toastErrors: false, loader: false });
}

/** Ties this browser's push subscription (its JSON) to the signed-in user. */
export function registerPushToken(token: string): Promise<unknown> {
  return http.post('/users/fcm-token', { token }, { toastErrors: false, loader: false });
}
