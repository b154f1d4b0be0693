import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS } from '@staffdesk/shared/constants';
import type { TTokenPair } from '@staffdesk/shared/schemas/auth';
import { refreshTokens, users } from '../../db/schema/identity';
import type { Db, Executor } from '../../db/client';
import type { AccessTokens } from '../../plugins/auth';
import { unauthorized } from '../../errors';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export function opaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256: 256 random bits need no slow hash, and the index can find them. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function issueRefreshToken(tx: Executor, userId: number, family: string): Promise<string> {
  const token = opaqueToken();
  await tx.insert(refreshTokens).values({
    userId,
    family,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** A new session: a fresh refresh-token family and an access token. */
export async function startSession(
  tx: Executor,
  tokens: AccessTokens,
  user: { id: number; tokenVersion: number },
): Promise<TTokenPair> {
  const family = randomUUID();
  const refreshToken = await issueRefreshToken(tx, user.id, family);
  return { token: await tokens.sign(user, family), refreshToken };
}

/**
 * Spends a refresh token for the next of its family in one conditional UPDATE, so one of many parallel uses wins;
 * a spent token that comes back revokes its family (its access tokens stop at once; `ended` closes its streams).
 */
export async function rotateSession(
  db: Db,
  tokens: AccessTokens,
  refreshToken: string,
  ended: (family: string) => void = () => undefined,
): Promise<TTokenPair> {
  let revoked: string | undefined;
  const hash = tokenHash(refreshToken);
  const outcome = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, hash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: refreshTokens.userId, family: refreshTokens.family });
    if (!spent) {
      const [known] = await tx
        .select({ family: refreshTokens.family, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash));
      if (known?.usedAt) {
        await revokeFamily(tx, known.family);
        revoked = known.family;
      }
      return null;
    }
    const [user] = await tx
      .select({ id: users.id, isActive: users.isActive, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, spent.userId));
    if (!user?.isActive) {
      await revokeFamily(tx, spent.family);
      revoked = spent.family;
      return null;
    }
    return {
      token: await tokens.sign(user, spent.family),
      refreshToken: await issueRefreshToken(tx, user.id, spent.family),
    };
  });
  if (revoked) ended(revoked);
  if (!outcome) throw unauthorized(SESSION_ENDED);
  return outcome;
}

export async function revokeFamily(tx: Executor, family: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

/** Its refresh and access tokens end; unknown tokens are ignored, so signing out always succeeds. */
export async function endSession(db: Db, refreshToken: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash(refreshToken)));
    if (row) await revokeFamily(tx, row.family);
    return row?.family;
  });
}

/** Ends every session of a user: access tokens through the version, refresh tokens by revocation. */
export async function endAllSessions(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
