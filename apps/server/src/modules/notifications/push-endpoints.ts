import { isIP } from 'node:net';
import { Agent } from 'node:https';
import { hostAllowed, publicOnlyLookupFor } from '../../public-address';

export { hostAllowed, isPublicAddress } from '../../public-address';

/**
 * Where Web Push may go. Each notification makes the server connect to an endpoint a browser gave, so an endpoint
 * must not be a way into the network: only real push services' hosts (PUSH_SERVICE_HOSTS overrides them), https on
 * the standard port, never a loopback, private, link-local, shared or metadata address, checked at connection time
 * (so a name later resolving elsewhere is refused too). Redirects are never followed.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  // Chrome, and Chromium-based browsers but Edge
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox
  'updates.push.services.mozilla.com',
  // Edge
  '*.notify.windows.com',
  // Safari
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

/** Why the token (a Web Push subscription as JSON) may not be stored, in words; undefined when it may. */
export function pushTokenProblem(token: string, allowed: readonly string[]): string | undefined {
  let subscription: { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  try {
    subscription = JSON.parse(token) as typeof subscription;
  } catch {
    return 'Give the token as a Web Push subscription in JSON ({ endpoint, keys: { p256dh, auth } }).';
  }
  if (
    typeof subscription?.endpoint !== 'string' ||
    typeof subscription.keys?.p256dh !== 'string' ||
    typeof subscription.keys.auth !== 'string'
  ) {
    return 'Give the token as a Web Push subscription in JSON ({ endpoint, keys: { p256dh, auth } }).';
  }
  let url: URL;
  try {
    url = new URL(subscription.endpoint);
  } catch {
    return "The token's endpoint must be an https:// address of a push service.";
  }
  if (url.protocol !== 'https:' || url.username || url.password || (url.port !== '' && url.port !== '443')) {
    return "The token's endpoint must be an https:// address of a push service, on the standard port.";
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) || !hostAllowed(host, allowed))
    return `The token's endpoint, ${host}, is not a push service this server sends to.`;
  return undefined;
}

/** A name resolving to any non-public address is an error, and no connection is made. */
export const publicOnlyLookup = publicOnlyLookupFor('push endpoint', 'EPUSHADDRESS');

export function pushAgent(): Agent {
  return new Agent({ lookup: publicOnlyLookup as never, keepAlive: true });
}
