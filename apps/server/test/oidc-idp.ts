import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';

/** One person the test IdP knows; the login form's "login" field names them by id. */
export interface IdpAccount {
  id: string;
  email: string;
  emailVerified?: boolean;
}

export interface TestIdp {
  issuer: string;
  /** Adds accounts, or changes one by id. */
  accounts: Map<string, IdpAccount>;
  /** Seconds an authorization code lives; a test shortens it to see one expire. */
  codeTtl: { seconds: number };
  /** The provider with its clients: each is registered with the redirect URIs given. */
  start(clients: ClientMetadata[]): void;
  close(): Promise<void>;
}

/**
 * oidc-provider, a certified OpenID Provider, as the company's IdP on a free 127.0.0.1 port (or the one given), with its development
 * login and consent pages. The port is taken first and the provider made once the clients' redirect URIs are known
 * (the portal's address comes after the portal is configured with this issuer).
 */
export async function reserveTestIdp(port = 0): Promise<TestIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, IdpAccount>();
  const codeTtl = { seconds: 60 };
  return {
    issuer,
    accounts,
    codeTtl,
    start(clients) {
      const provider = new Provider(issuer, {
        clients,
        findAccount: (_ctx, id) => {
          const account = accounts.get(id);
          if (!account) return undefined;
          return {
            accountId: id,
            claims: () => ({ sub: id, email: account.email, email_verified: account.emailVerified ?? true }),
          };
        },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: [] },
        pkce: { required: () => true },
        features: { devInteractions: { enabled: true } },
        cookies: { keys: ['staffdesk-test-idp-cookie-key'] },
        ttl: { AuthorizationCode: () => codeTtl.seconds },
      });
      // Its notices of development-only features are not the test's output.
      provider.on('server_error', () => undefined);
      server.on('request', provider.callback());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Cookies per name, as a browser would send them back (paths do not matter to these tests). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The first form of a page: where it posts, and its fields with their values. */
export function formOf(html: string, base: string): { action: string; fields: URLSearchParams } | undefined {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return undefined;
  const fields = new URLSearchParams();
  for (const input of form[2]!.matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]*)"/i.exec(input[0])?.[1];
    if (name) fields.set(name, /value="([^"]*)"/i.exec(input[0])?.[1] ?? '');
  }
  return { action: new URL(form[1]!.replaceAll('&amp;', '&'), base).toString(), fields };
}

/**
 * A browser at the provider: follows redirects by hand, signs in as `login` on its login form and accepts its
 * consent form, until the provider sends the browser elsewhere (the portal's callback). Answers that address.
 */
export async function signInAtIdp(authorizationUrl: string, login: string, jar = new CookieJar()): Promise<string> {
  let url = authorizationUrl;
  let init: RequestInit = {};
  const origin = new URL(authorizationUrl).origin;
  for (let step = 0; step < 20; step++) {
    if (new URL(url).origin !== origin) return url;
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...init.headers },
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      init = {};
      continue;
    }
    const form = formOf(await response.text(), url);
    if (!form) throw new Error(`The provider answered ${response.status} at ${url} without a form to go on with`);
    if (form.fields.has('login')) {
      form.fields.set('login', login);
      form.fields.set('password', 'any');
    }
    url = form.action;
    init = {
      method: 'POST',
      body: form.fields.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('The provider did not send the browser back within 20 steps');
}
