import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Checks against a real hash, or a dummy one when there is no user, so both take the same time. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await (dummyHash ??= hashPassword('staffdesk-no-such-user')));
  try {
    return (await verify(target, password)) && storedHash !== undefined;
  } catch {
    return false;
  }
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/l/I). */
const TEMPORARY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** 14 characters from a cryptographic source (about 81 bits). */
export function temporaryPassword(): string {
  const bytes = randomBytes(28);
  let out = '';
  // 28 bytes; 224 is the largest multiple of 56 in a byte, so values below it pick evenly.
  for (const b of bytes) if (b < 224 && out.length < 14) out += TEMPORARY_ALPHABET[b % TEMPORARY_ALPHABET.length];
  return out.length === 14 ? out : temporaryPassword();
}

/**
 * A server-made temporary password (about 81 bits) is beyond guessing however fast the hash, so it gets a light
 * argon2id and a bulk import takes seconds. It is replaced at first sign-in by one hashed with OPTIONS; the
 * parameters are in the hash, so verifyPassword checks either.
 */
const TEMPORARY_OPTIONS = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export function hashTemporaryPassword(password: string): Promise<string> {
  return hash(password, TEMPORARY_OPTIONS);
}
