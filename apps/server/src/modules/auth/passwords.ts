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

/** Rules a new password must meet beyond its length (schema): it is not the username. */
export function passwordProblem(password: string, username: string): string | undefined {
  if (password.trim().toLowerCase() === username.trim().toLowerCase()) return 'Password must not be the username.';
  return undefined;
}
