import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '@staffdesk/shared/constants';
import { hasAnyRole, type Grant, type Role } from '@staffdesk/shared/roles';
import { can, type AuthUser } from '../access';
import { forbidden, unauthorized } from '../errors';

/** What the session check needs of the token's user, read on every request (app.ts gives the reader). */
export type SessionUser = AuthUser & { isActive: boolean; tokenVersion: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** The caller needs one of these roles. */
    roles?: readonly Role[];
    /** The caller needs this grant (a permission of the spec or one of our abilities) through one of their roles. */
    grant?: Grant;
  }
  interface FastifyRequest {
    user: AuthUser;
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
    this.signer = createSigner({ key: secret, algorithm: ALGORITHM, iss: ISSUER, aud: AUDIENCE, expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000 });
    this.verifier = createVerifier({ key: secret, algorithms: [ALGORITHM], allowedIss: ISSUER, allowedAud: AUDIENCE, requiredClaims: ['exp', 'sub'] });
  }

  sign(user: { id: number; tokenVersion: number }): Promise<string> {
    return Promise.resolve(this.signer({ sub: String(user.id), ver: user.tokenVersion, typ: 'access' }));
  }

  /** A token signed otherwise (another algorithm, another key, "none"), expired or without exp is refused. */
  verify(token: string): { userId: number; tokenVersion: number } {
    let payload: Record<string, unknown>;
    try {
      payload = this.verifier(token);
    } catch (err) {
      if (err instanceof TokenError && err.code === TokenError.codes.expired) throw unauthorized('Your session has expired.');
      if (err instanceof TokenError) throw unauthorized('Invalid access token.');
      throw err;
    }
    const userId = Number(payload.sub);
    if (payload.typ !== 'access' || !Number.isInteger(userId) || typeof payload.ver !== 'number') throw unauthorized('Invalid access token.');
    return { userId, tokenVersion: payload.ver };
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Every route needs a valid access token unless its config says `public`. The user row is read on each
 * request, so a deactivation or a password reset (which bumps token_version) ends sessions at once.
 */
export function registerAuth(app: FastifyInstance, deps: { tokens: AccessTokens; sessionUser: (id: number) => Promise<SessionUser | undefined> }) {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || !request.routeOptions.url) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = deps.tokens.verify(token);
    const row = await deps.sessionUser(claims.userId);
    if (!row || !row.isActive || row.tokenVersion !== claims.tokenVersion) throw unauthorized('Your session has ended. Please sign in again.');
    request.user = { id: row.id, username: row.username, roles: row.roles, employee: row.employee };
    if (config.roles && !hasAnyRole(row.roles, config.roles)) throw forbidden();
    if (config.grant && !can(row, config.grant)) throw forbidden();
  });
}
