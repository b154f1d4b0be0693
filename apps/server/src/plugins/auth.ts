import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '@staffdesk/shared/constants';
import { hasAnyRole, type Grant, type Role } from '@staffdesk/shared/roles';
import { reaches, type AuthUser } from '../access';
import { forbidden, passwordChangeRequired, unauthorized } from '../errors';

/** The token's user and session, read on every request in one statement (app.ts gives the reader). */
export type SessionUser = AuthUser & {
  isActive: boolean;
  tokenVersion: number;
  passwordMustChange: boolean;
  sessionOpen: boolean;
};

export interface AccessClaims {
  userId: number;
  tokenVersion: number;
  /** The refresh-token family, which signing out or a reused refresh token ends. */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** The caller needs one of these roles. */
    roles?: readonly Role[];
    /** The caller reaches one of these grants. */
    grants?: readonly Grant[];
    /** Answers a user whose password must change: the change-password flow and what the shell needs to reach it. */
    whilePasswordMustChange?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser;
    /** '' on public operations. */
    sessionId: string;
    /** Only operations flagged whilePasswordMustChange get this far with it. */
    passwordMustChange: boolean;
    /** A long stream asks now and then. */
    sessionStillOpen: () => Promise<boolean>;
  }
}

const ISSUER = 'staffdesk';
const AUDIENCE = 'staffdesk-api';
const ALGORITHM = 'HS256';

/** HS256 JWTs, the algorithm pinned; fast-jwt works synchronously, cheaper under load than WebCrypto. */
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

  /** It ends with the session or the token version. */
  sign(user: { id: number; tokenVersion: number }, sessionId: string): Promise<string> {
    return Promise.resolve(
      this.signer({ sub: String(user.id), ver: user.tokenVersion, sid: sessionId, typ: 'access' }),
    );
  }

  /** Refuses another algorithm or key, "none", and an expired token or one without exp. */
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
    // The client refreshes a token of no session.
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

export function sessionIsOpen(row: SessionUser | undefined, claims: AccessClaims): row is SessionUser {
  return !!row && row.isActive && row.tokenVersion === claims.tokenVersion && row.sessionOpen;
}

/**
 * Every route needs a valid access token unless its config says `public`. The user and the session are read
 * on each request, so that a deactivation, a password reset or a sign-out ends its tokens at once.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: {
    tokens: AccessTokens;
    sessionUser: (claims: AccessClaims) => Promise<SessionUser | undefined>;
    /** Deciding permissions held today through a delegation pass a route's grants as the user's own do. */
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
    // A temporary password allows nothing but changing it.
    if (row.passwordMustChange && !config.whilePasswordMustChange) throw passwordChangeRequired();
    if (config.roles && !hasAnyRole(row.roles, config.roles)) throw forbidden();
    if (config.grants && !config.grants.some((grant) => reaches(request.user, grant))) throw forbidden();
  });
}
