import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { eq } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS } from '@staffdesk/shared/constants';
import { hasAnyRole, hasPermission, type Permission, type Role } from '@staffdesk/shared/roles';
import { users } from '../db/schema/index';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../errors';

export interface AuthUser {
  id: number;
  username: string;
  roles: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** The caller needs one of these roles. */
    roles?: readonly Role[];
    /** The caller needs this permission through one of their roles. */
    permission?: Permission;
  }
  interface FastifyRequest {
    user: AuthUser;
  }
}

const ISSUER = 'staffdesk';
const AUDIENCE = 'staffdesk-api';
const ALGORITHM = 'HS256';

export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: { id: number; tokenVersion: number }): Promise<string> {
    return new SignJWT({ ver: user.tokenVersion, typ: 'access' })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The algorithm is pinned: a token signed otherwise (or "none") is refused. */
  async verify(token: string): Promise<{ userId: number; tokenVersion: number }> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ['exp', 'sub'] });
      const userId = Number(payload.sub);
      if (payload.typ !== 'access' || !Number.isInteger(userId) || typeof payload.ver !== 'number') throw unauthorized('Invalid access token.');
      return { userId, tokenVersion: payload.ver };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('Your session has expired.');
      if (err instanceof joseErrors.JOSEError) throw unauthorized('Invalid access token.');
      throw err;
    }
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
export function registerAuth(app: FastifyInstance, deps: { db: Db; tokens: AccessTokens }) {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || !request.routeOptions.url) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await deps.tokens.verify(token);
    const [row] = await deps.db
      .select({ id: users.id, username: users.username, roles: users.roles, isActive: users.isActive, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!row || !row.isActive || row.tokenVersion !== claims.tokenVersion) throw unauthorized('Your session has ended. Please sign in again.');
    request.user = { id: row.id, username: row.username, roles: row.roles };
    if (config.roles && !hasAnyRole(row.roles, config.roles)) throw forbidden();
    if (config.permission && !hasPermission(row.roles, config.permission)) throw forbidden();
  });
}
