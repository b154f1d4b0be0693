import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { hostAllowed, isPublicAddress } from '../../public-address';
import { hostOf, webhookLookup } from './address';

/** An endpoint that has not answered by then has failed this attempt. */
export const SEND_TIMEOUT_MS = 10_000;

export type SendOutcome = { status: number; location?: string } | { error: string };

/**
 * POSTs a body to an endpoint once: never following a redirect (Node's clients do not), and reaching only public
 * addresses (a literal one checked here, a name's after resolving it) unless the host is allowed.
 */
export function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  allowedHosts: readonly string[],
): Promise<SendOutcome> {
  const url = new URL(target);
  const host = hostOf(url);
  const allowed = hostAllowed(host, allowedHosts);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed))
    return Promise.resolve({ error: `${url.protocol} addresses are not sent to; use https://.` });
  if (!allowed && isIP(host) && !isPublicAddress(host))
    return Promise.resolve({ error: `${host} is not a public address; webhooks never reach it.` });
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: SEND_TIMEOUT_MS,
        ...(allowed ? {} : { lookup: webhookLookup as never }),
      },
      (res) => {
        // The answer's body is not kept: read and dropped so that the socket is freed.
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
        res.on('error', (err) => resolve({ error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${SEND_TIMEOUT_MS / 1000} s.`)));
    req.on('error', (err) => resolve({ error: err.message }));
    req.end(body);
  });
}
