import { PUSH_TOKEN_KEY } from '@staffdesk/shared/constants';
import { getPushKey } from './api/get-push-key';
import { registerPushToken } from './api/register-push-token';

/** The VAPID key in the form pushManager.subscribe wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window
  );
}

let started: Promise<string | undefined> | undefined;

/**
 * Asks for the browser's notification permission on start (spec section 9) and, once granted, subscribes to
 * Web Push and hands the subscription to the server. Resolves to the subscription token, or undefined when
 * the browser cannot, or the user would not. Push is an extra: nothing here ever throws.
 */
export function setUpPushNotifications(): Promise<string | undefined> {
  started ??= subscribe().finally(() => {
    started = undefined;
  });
  return started;
}

async function subscribe(): Promise<string | undefined> {
  if (!pushSupported()) return undefined;
  try {
    const permission =
      Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') return undefined;
    const { publicKey } = await getPushKey();
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    const applicationServerKey = base64UrlToBytes(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another key (the server's keys were replaced) cannot receive our messages.
    if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    const token = JSON.stringify(subscription);
    await registerPushToken(token);
    localStorage.setItem(PUSH_TOKEN_KEY, token);
    return token;
  } catch {
    return undefined;
  }
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}
