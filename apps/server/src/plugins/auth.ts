import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '@staffdesk/shared/constants';
import { hasAnyRole, type Grant, type Role } from '@staffdesk/shared/roles';
import { reaches, type AuthUser } from '../access';
import { forbidden, passwordChangeRequired, unauthorized } from '../errors';

/**
 * What the session check needs of the token's user and session, read on every request in one statement
 * (app.ts gives the reader): the user, whether they are active, their token version, whether their password
 * is a temporary one they must change, and whether the
 * session (refresh-token family) the token belongs to is still open.
 */
export type SessionUser = AuthUser & {
  isActive: boolean;
  tokenVersion: number;
  passwordMustChange: boolean;
  sessionOpen: boolean;
};

/** What an access token says: whose it is, at which token version, of which session. */
export interface AccessClaims {
  userId: number;
  tokenVersion: number;
  /** The refresh-token family the token was issued with: signing out or a reused refresh token ends it. */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** The caller needs one of these roles. */
    roles?: readonly Role[];
    /** The caller needs this grant (a permission of the spec or one of our abilities) through one of their roles. */
    grant?: Grant;
    /** Answers a user whose password must change (the change-password flow and what the app shell needs to get there); every other operation refuses them. */
    whilePasswordMustChange?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser;
    /** The session (refresh-token family) of the request's access token; '' on public operations. */
    sessionId: string;
    /** Whether the user's password is a temporary one they must change (only flagged operations get this far with it). */
    passwordMustChange: boolean;
    /** Reads the session check again: whether the request's session is still open (a long stream asks now and then). */
    sessionStillOpen: () => Promise<boolean>;
  }
}

const ISSUER = 'staffdesk';
const AUDIENCE = 'staffdesk-api';
const ALGORITHM = 'HS256';

/**
 * Access tokens: HS256 JWTs, the algorithm pinned. fast-jwt signs and checks them synchronously with
 * node:crypto; jose's WebCrypto path cost about 7 % of the server's time per request under load.
 */
export class AccessTokens {
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => Record<string, unknown>;
  constructor(secret: string) {
    this.signer = createSigner({
      key: secret,
      algorithm: ALGORITHM,
      iss: ISSUER,
      aud: AUDIENCE,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000,
    });
    this.verifier = createVerifier({
      key: secret,
      algorithms: [ALGORITHM],
      allowedIss: ISSUER,
      allowedAud: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
  }

  /** An access token of a user's session: it ends with the session (sign-out, a reused refresh token) or the token version. */
  sign(user: { id: number; tokenVersion: number }, sessionId: string): Promise<string> {
    return Promise.resolve(
      this.signer({ sub: String(user.id), ver: user.tokenVersion, sid: sessionId, typ: 'access' }),
    );
  }

  /** A token signed otherwise (another algorithm, another key, "none"), expired or without exp is refused. */
  verify(token: string): AccessClaims {
    let payload: Record<string, unknown>;
    try {
      payload = this.verifier(token);
    } catch (err) {
      if (err instanceof TokenError && err.code === TokenError.codes.expired)
        throw unauthorized('Your session has expired.');
      if (err instanceof TokenError) throw unauthorized('Invalid access token.');
      throw err;
    }
    const userId = Number(payload.sub);
    if (payload.typ !== 'access' || !Number.isInteger(userId) || typeof payload.ver !== 'number')
      throw unauthorized('Invalid access token.');
    // A token of no session (issued before sessions were named in tokens) is refused: the client refreshes it.
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) throw unauthorized('Invalid access token.');
    return { userId, tokenVersion: payload.ver, sessionId: payload.sid };
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Whether a session read by the session check is still good for these claims. */
export function sessionIsOpen(row: SessionUser | undefined, claims: AccessClaims): row is SessionUser {
  return !!row && row.isActive && row.tokenVersion === claims.tokenVersion && row.sessionOpen;
}

/**
 * Every route needs a valid access token unless its config says `public`. The user row and the token's
 * session are read on each request (one statement), so a deactivation or a password reset (which bumps
 * token_version), a sign-out or a reused refresh token (which revoke the session) end its tokens at once.
 * A user whose password must change gets 403 PASSWORD_CHANGE_REQUIRED except on operations flagged
 * `whilePasswordMustChange`. A route's grant is passed by a role of the user, or by a deciding permission they
 * hold today through a delegation (delegatedGrants: kept 30 s per user, and asked only of those who lead a team).
 */
export function registerAuth(
  app: FastifyInstance,
  deps: {
    tokens: AccessTokens;
    sessionUser: (claims: AccessClaims) => Promise<SessionUser | undefined>;
    /** The deciding permissions the user holds today through a delegation (issue 18): they pass a route's grant as the user's own do. */
    delegatedGrants?: (user: { id: number; roles: readonly string[] }) => Promise<readonly Grant[]>;
  },
) {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('sessionId', '');
  app.decorateRequest('passwordMustChange', false);
  app.decorateRequest('sessionStillOpen', null as unknown as () => Promise<boolean>);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || !request.routeOptions.url) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = deps.tokens.verify(token);
    const row = await deps.sessionUser(claims);
    if (!sessionIsOpen(row, claims)) throw unauthorized('Your session has ended. Please sign in again.');
    request.user = {
      id: row.id,
      username: row.username,
      roles: row.roles,
      employee: row.employee,
      delegatedGrants: (await deps.delegatedGrants?.(row)) ?? [],
    };
    request.sessionId = claims.sessionId;
    request.passwordMustChange = row.passwordMustChange;
    request.sessionStillOpen = async () => sessionIsOpen(await deps.sessionUser(claims), claims);
    // A temporary password (a new user, an import, an HR reset): nothing but the way to change it, read in the same statement.
    if (row.passwordMustChange && !config.whilePasswordMustChange) throw passwordChangeRequired();
    if (config.roles && !hasAnyRole(row.roles, config.roles)) throw forbidden();
    if (config.grant && !reaches(request.user, config.grant)) throw forbidden();
  });
}
