import { isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import { hostAllowed, isPublicAddress, publicOnlyLookupFor } from '../../public-address';

/** Connections to an endpoint refuse, after resolving its name, any address that is not public. */
export const webhookLookup = publicOnlyLookupFor('webhook', 'EWEBHOOKADDRESS');

/** The host of a URL without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Why an endpoint may not be registered, in words; undefined when it may. https only and public addresses only
 * (the name resolved now; each delivery resolves it again), unless the host is allowed by WEBHOOK_ALLOWED_HOSTS.
 */
export async function webhookUrlProblem(text: string, allowedHosts: readonly string[]): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Give the address in full, as https://example.com/webhooks.';
  }
  const host = hostOf(url);
  const allowed = hostAllowed(host, allowedHosts);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed))
    return url.protocol === 'http:'
      ? `Use https:// for ${host}: plain http is only for hosts in WEBHOOK_ALLOWED_HOSTS.`
      : 'Give an https:// address.';
  if (url.username || url.password) return 'Leave the user name and password out of the address.';
  if (allowed) return undefined;
  if (isIP(host))
    return isPublicAddress(host)
      ? undefined
      : `${host} is a loopback, private or metadata address, which webhooks never reach.`;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    return `${host} does not resolve to an address: check the name.`;
  }
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  return refused
    ? `${host} resolves to ${refused.address}, a loopback, private or metadata address, which webhooks never reach.`
    : undefined;
}
