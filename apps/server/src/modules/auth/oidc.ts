import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import { API_PREFIX } from '@staffdesk/shared/constants';
import { LOGIN_PATH } from '@staffdesk/shared/routes';
import type { TLoginResponse } from '@staffdesk/shared/schemas/auth';
import { SSO_ERROR_PARAM, SSO_HANDOFF_FRAGMENT, type SsoErrorCode } from '@staffdesk/shared/sso-messages';
import { users } from '../../db/schema/identity';
import { ssoSignIns } from '../../db/schema/sso';
import type { AppDeps } from '../../deps';
import { AppError, notFound, unauthorized } from '../../errors';
import { opaqueToken, tokenHash } from './sessions';
import { sessionOrChallenge } from './service';
import type { OidcConfig } from './sign-in-config';

/** Long enough to sign in at the provider, with its second factor; a state older than this is refused. */
const SIGN_IN_TTL_SECONDS = 10 * 60;
/** The sign-in page trades the code at once: a code copied from a history or a log is worthless soon after. */
const HANDOFF_TTL_SECONDS = 60;
export const CALLBACK_PATH = `${API_PREFIX}/auth/oidc/callback`;
export const HANDOFF_ENDED = 'This sign-in expired or was used already. Please sign in again.';

/** A refusal of the callback: the sign-in page shows the code in words. */
class SsoRefusal extends Error {
  constructor(readonly code: SsoErrorCode) {
    super(code);
  }
}

/**
 * The provider's discovery document, read on first use and kept; a failed read is tried again by the next sign-in,
 * so that a provider down at the server's start does not need a restart.
 */
export class OidcProvider {
  private discovered: Promise<client.Configuration> | undefined;
  constructor(readonly config: OidcConfig) {}

  configuration(): Promise<client.Configuration> {
    this.discovered ??= this.discover().catch((err: unknown) => {
      this.discovered = undefined;
      throw err;
    });
    return this.discovered;
  }

  private async discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.config;
    try {
      return await client.discovery(issuer, clientId, clientSecret, undefined, {
        // Plain http only for a provider on this machine (sign-in-config.ts refuses any other).
        ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
        timeout: 10,
      });
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      throw new AppError(
        503,
        `The company's identity provider at ${issuer.href} cannot be reached or gave no OpenID discovery ` +
          `document (${why}). Check OIDC_ISSUER, or try again in a minute.`,
      );
    }
  }
}

function requireProvider(provider: OidcProvider | undefined): OidcProvider {
  if (!provider) throw notFound('Sign-in through OpenID Connect is not set up on this server (OIDC_ISSUER).');
  return provider;
}

/** The sign-in page, with where the app opens after it and what the callback has to say. */
function signInPage(redirectTo: string | null, query: Record<string, string> = {}, fragment?: string): string {
  const params = new URLSearchParams(redirectTo ? { redirectTo, ...query } : query).toString();
  return `${LOGIN_PATH}${params ? `?${params}` : ''}${fragment ? `#${fragment}` : ''}`;
}

export const refusedSignInPage = (code: SsoErrorCode, redirectTo: string | null = null) =>
  signInPage(redirectTo, { [SSO_ERROR_PARAM]: code });

/** Keeps the state (as its hash), nonce and PKCE verifier, and answers the provider's address to send the browser to. */
export async function startOidcSignIn(
  { db }: Pick<AppDeps, 'db'>,
  provider: OidcProvider | undefined,
  redirectUri: string,
  redirectTo: string | undefined,
): Promise<string> {
  const configuration = await requireProvider(provider).configuration();
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  // Rows past both their expiries are of no use: each start sweeps them, so the table stays small without a job.
  await db
    .delete(ssoSignIns)
    .where(
      and(
        lt(ssoSignIns.expiresAt, sql`now()`),
        or(isNull(ssoSignIns.handoffExpiresAt), lt(ssoSignIns.handoffExpiresAt, sql`now()`)),
      ),
    );
  await db.insert(ssoSignIns).values({
    stateHash: tokenHash(state),
    nonce,
    codeVerifier,
    redirectTo: redirectTo ?? null,
    expiresAt: sql`now() + make_interval(secs => ${SIGN_IN_TTL_SECONDS})`,
  });
  return client
    .buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
}

/** The email the claims name the user by, once the provider vouches for it and its domain is let in. */
function emailOf(config: OidcConfig, claims: client.IDToken): string {
  const email = claims[config.emailClaim];
  if (typeof email !== 'string' || !email.includes('@')) throw new SsoRefusal('no-email');
  if (config.requireVerifiedEmail && config.emailClaim === 'email' && claims.email_verified !== true)
    throw new SsoRefusal('email-unverified');
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (config.allowedDomains && !config.allowedDomains.includes(domain)) throw new SsoRefusal('domain-not-allowed');
  return email.toLowerCase();
}

/**
 * Spends the state (once: a replay finds it used), lets openid-client check the answer and the ID token, and finds
 * the user. Answers the sign-in page's address: with a one-time hand-off code, or with why nobody was signed in.
 */
export async function finishOidcSignIn(
  { db }: Pick<AppDeps, 'db'>,
  provider: OidcProvider | undefined,
  callbackUrl: URL,
  log: FastifyBaseLogger,
): Promise<string> {
  if (!provider) return refusedSignInPage('not-configured');
  const state = callbackUrl.searchParams.get('state');
  const [signIn] = state
    ? await db
        .update(ssoSignIns)
        .set({ stateUsedAt: sql`now()` })
        .where(
          and(
            eq(ssoSignIns.stateHash, tokenHash(state)),
            isNull(ssoSignIns.stateUsedAt),
            gt(ssoSignIns.expiresAt, sql`now()`),
          ),
        )
        .returning()
    : [];
  if (!signIn || !state) return refusedSignInPage('sign-in-expired');
  try {
    const userId = await verifiedUser(db, provider, callbackUrl, { ...signIn, state }, log);
    const handoff = opaqueToken();
    await db
      .update(ssoSignIns)
      .set({
        userId,
        handoffHash: tokenHash(handoff),
        handoffExpiresAt: sql`now() + make_interval(secs => ${HANDOFF_TTL_SECONDS})`,
      })
      .where(eq(ssoSignIns.id, signIn.id));
    return signInPage(signIn.redirectTo, {}, `${SSO_HANDOFF_FRAGMENT}=${handoff}`);
  } catch (err) {
    if (err instanceof SsoRefusal) return refusedSignInPage(err.code, signIn.redirectTo);
    if (err instanceof AppError && err.statusCode === 503)
      return refusedSignInPage('provider-unreachable', signIn.redirectTo);
    throw err;
  }
}

async function verifiedUser(
  db: AppDeps['db'],
  provider: OidcProvider,
  callbackUrl: URL,
  signIn: { state: string; nonce: string; codeVerifier: string },
  log: FastifyBaseLogger,
): Promise<number> {
  if (callbackUrl.searchParams.has('error')) {
    log.info({ error: callbackUrl.searchParams.get('error') }, 'the OpenID provider refused the sign-in');
    throw new SsoRefusal('provider-refused');
  }
  const configuration = await provider.configuration();
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: signIn.codeVerifier,
      expectedState: signIn.state,
      expectedNonce: signIn.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
    // A conforming provider may keep the email scope's claims for its userinfo endpoint (checked against the sub).
    if (claims && claims[provider.config.emailClaim] === undefined)
      claims = { ...claims, ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)) };
  } catch (err) {
    // The code, the ID token's signature, issuer, audience, expiry or nonce: the log says which.
    log.warn({ err }, 'an OpenID Connect callback failed its checks');
    throw new SsoRefusal('provider-failed');
  }
  if (!claims) throw new SsoRefusal('provider-failed');
  const email = emailOf(provider.config, claims);
  const [user] = await db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!user) throw new SsoRefusal('unknown-user');
  if (!user.isActive) throw new SsoRefusal('inactive-user');
  return user.id;
}

/** The one-time code for the session the password sign-in would answer, its second factor included. */
export async function redeemHandoff(
  { db, tokens }: Pick<AppDeps, 'db' | 'tokens'>,
  code: string,
): Promise<TLoginResponse> {
  const outcome = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(ssoSignIns)
      .set({ handoffUsedAt: sql`now()` })
      .where(
        and(
          eq(ssoSignIns.handoffHash, tokenHash(code)),
          isNull(ssoSignIns.handoffUsedAt),
          gt(ssoSignIns.handoffExpiresAt, sql`now()`),
        ),
      )
      .returning({ userId: ssoSignIns.userId });
    if (!spent?.userId) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, spent.userId));
    // Deactivated within the minute since the callback.
    if (!user?.isActive) return null;
    return sessionOrChallenge(tx, tokens, user);
  });
  if (!outcome) throw unauthorized(HANDOFF_ENDED);
  return outcome;
}
