import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@staffdesk/shared/schemas/auth';
import { recoveryCodes } from '../../db/schema/identity';
import type { Executor } from '../../db/client';

/** Crockford's base32: no i, l, o or u, so nothing reads as another character; 32 letters take 5 bits of a byte each. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const HALF_LENGTH = 5;

/** A key of its own for the codes' hashes, drawn from the key that seals TOTP secrets. */
function hashKey(encryptionKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', encryptionKey, '', 'staffdesk recovery codes', 32));
}

function newCode(): string {
  const letters = [...randomBytes(HALF_LENGTH * 2)].map((byte) => ALPHABET[byte & 31]).join('');
  return `${letters.slice(0, HALF_LENGTH)}-${letters.slice(HALF_LENGTH)}`;
}

/** As typed: any case, with or without the hyphen; o, i and l read as the digits they look like. */
function canonical(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
}

/** Keyed and bound to the user, so a copy of the table alone can neither test guesses nor move a code to another user. */
function codeHash(encryptionKey: Buffer, userId: number, code: string): string {
  return createHmac('sha256', hashKey(encryptionKey))
    .update(`${userId}:${canonical(code)}`)
    .digest('hex');
}

/** New codes in place of every earlier one; the clear codes are answered once and kept nowhere. */
export async function replaceRecoveryCodes(tx: Executor, encryptionKey: Buffer, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await deleteRecoveryCodes(tx, userId);
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: codeHash(encryptionKey, userId, code) })));
  return codes;
}

export async function deleteRecoveryCodes(tx: Executor, userId: number): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function recoveryCodesLeft(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Spends a code in one statement, so two requests with the same code cannot both pass: the one that marks it used
 * wins. Answers how many are left after it, or null for a code that is wrong or spent.
 */
export async function claimRecoveryCode(
  tx: Executor,
  encryptionKey: Buffer,
  userId: number,
  code: string,
): Promise<number | null> {
  const claimed = await tx
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash(encryptionKey, userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (claimed.length !== 1) return null;
  return recoveryCodesLeft(tx, userId);
}
