import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Duplex } from 'node:stream';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { loadConfig } from '../../config';
import { pushSubscriptions } from '../../db/schema/notifications';
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  hostAllowed,
  isPublicAddress,
  publicOnlyLookup,
  pushTokenProblem,
} from './push-endpoints';
import { webPushSender } from './push';
import { TEST_SECRETS } from '../../../test/test-config';

/** A stored Web Push endpoint is no way into the network. */

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const token = (endpoint: string) => JSON.stringify({ endpoint, keys });

describe('the push-service allow-list', () => {
  it('takes the real push services over https and nothing else', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ]) {
      expect(pushTokenProblem(token(endpoint), DEFAULT_PUSH_SERVICE_HOSTS), endpoint).toBeUndefined();
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilnotify.windows.com/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/x',
      'https://internal.corp/x',
      'ftp://fcm.googleapis.com/x',
    ]) {
      expect(pushTokenProblem(token(endpoint), DEFAULT_PUSH_SERVICE_HOSTS), endpoint).toMatch(/^The token's endpoint/);
    }
    expect(pushTokenProblem('not json', DEFAULT_PUSH_SERVICE_HOSTS)).toMatch(
      /^Give the token as a Web Push subscription/,
    );
    expect(
      pushTokenProblem(JSON.stringify({ endpoint: 'https://fcm.googleapis.com/x' }), DEFAULT_PUSH_SERVICE_HOSTS),
    ).toMatch(/^Give the token as a Web Push subscription/);
  });

  it('is configurable: PUSH_SERVICE_HOSTS replaces the list', () => {
    expect(loadConfig({}).pushServiceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    const config = loadConfig({ PUSH_SERVICE_HOSTS: 'push.internal.example, *.push.example.org' });
    expect(config.pushServiceHosts).toEqual(['push.internal.example', '*.push.example.org']);
    expect(hostAllowed('a.push.example.org', config.pushServiceHosts)).toBe(true);
    expect(hostAllowed('push.example.org', config.pushServiceHosts)).toBe(false);
    expect(hostAllowed('fcm.googleapis.com', config.pushServiceHosts)).toBe(false);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://x.example/' })).toThrow(/PUSH_SERVICE_HOSTS/);
  });
});

describe('addresses a push may go to', () => {
  it('refuses loopback, private, link-local, shared and metadata ranges, v4, v6 and v4-mapped', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['142.250.74.106', '8.8.8.8', '172.32.0.1', '2a00:1450:4007:80e::200a'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('the lookup of the push agent refuses a name that resolves to loopback', async () => {
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (e) => resolve(e)),
    );
    expect(err?.code).toBe('EPUSHADDRESS');
  });
});

describe('POST /api/users/fcm-token and sending', () => {
  let t: TestApp;
  let server: Server;
  let connections = 0;
  beforeAll(async () => {
    t = await createTestApp();
    server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it('refuses an endpoint off the list with a 400 naming token, and stores nothing', async () => {
    const me = await t.tokenOf('employee');
    for (const endpoint of [
      'https://127.0.0.1:6379/',
      'https://169.254.169.254/latest/meta-data/',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://intranet.local/hook',
    ]) {
      const res = await t.as(me, { method: 'POST', url: '/api/users/fcm-token', payload: { token: token(endpoint) } });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message).toMatch(/^The token's endpoint/);
      expect(res.json().errorDetails).toEqual([`token: ${res.json().message}`]);
      expect(
        await t.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.token, token(endpoint))),
      ).toEqual([]);
    }
    const ok = await t.as(me, {
      method: 'POST',
      url: '/api/users/fcm-token',
      payload: { token: token('https://fcm.googleapis.com/fcm/send/abc') },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('the sender never connects to a host off the list, nor to an allowed name that resolves to a private address', async () => {
    const { port } = server.address() as AddressInfo;
    const vapid = { ...TEST_SECRETS.vapid, subject: 'mailto:test@staffdesk.example' };
    const failures: unknown[] = [];
    const payload = { notification: { title: 'x', body: 'y' }, data: { id: 1, link: null } };
    // Off the list (stored before the list existed, say): dropped as gone, no connection.
    const offList = webPushSender(vapid, (e) => failures.push(e), DEFAULT_PUSH_SERVICE_HOSTS);
    expect(await offList.send(token(`https://127.0.0.1:${port}/x`), payload)).toBe('gone');
    // On a list that allows the name, but the name resolves to loopback: refused at connection time.
    const misconfigured = webPushSender(vapid, (e) => failures.push(e), ['localhost']);
    expect(pushTokenProblem(token('https://localhost/x'), ['localhost'])).toBeUndefined();
    expect(await misconfigured.send(token('https://localhost/x'), payload)).toBe('failed');
    expect((failures.at(-1) as NodeJS.ErrnoException).code).toBe('EPUSHADDRESS');
    expect(connections).toBe(0);
  });
});

describe('a push service that answers with a redirect', () => {
  /** Every request that reaches the local server, by path: the push send, and any redirect followed. */
  const requests: string[] = [];
  let server: HttpServer;
  let port = 0;
  beforeAll(async () => {
    server = createHttpServer((req, res) => {
      requests.push(req.url ?? '');
      const status = req.url?.includes('moved-permanently') ? 301 : 302;
      // Where a sender that follows redirects would go next: an internal address, and this server again.
      res
        .writeHead(status, {
          location: req.url?.includes('internal')
            ? 'http://169.254.169.254/latest/meta-data/'
            : `https://push.test.example/followed${req.url}`,
        })
        .end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Connects every push to the local server (in plain HTTP), whatever the endpoint's host: a push service that answers 301 or 302. */
  class LocalAgent extends HttpsAgent {
    override createConnection(): Duplex {
      return connect(port, '127.0.0.1');
    }
  }

  it('is a failed send of one request: the Location is never requested', async () => {
    const failures: unknown[] = [];
    const vapid = { ...TEST_SECRETS.vapid, subject: 'mailto:test@staffdesk.example' };
    const sender = webPushSender(vapid, (e) => failures.push(e), ['push.test.example'], new LocalAgent());
    const payload = { notification: { title: 'x', body: 'y' }, data: { id: 1, link: null } };
    for (const path of ['/moved-permanently', '/found', '/found-internal']) {
      requests.length = 0;
      expect(await sender.send(token(`https://push.test.example${path}`), payload), path).toBe('failed');
      expect(requests, path).toEqual([path]);
      expect((failures.at(-1) as { statusCode?: number }).statusCode, path).toBe(
        path.includes('permanently') ? 301 : 302,
      );
    }
    expect(failures).toHaveLength(3);
  });
});
