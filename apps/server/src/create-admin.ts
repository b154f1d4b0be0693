/** `npm run create-admin`: the first administrator of a production database, made as HR makes a user. */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE, todayIn } from '@staffdesk/shared/dates';
import { ZRegisterUserRequestSchema, type TRegisteredUser } from '@staffdesk/shared/schemas/users';
import type { AuthUser } from './access';
import { loadConfig, ConfigError } from './config';
import { DataDirInUse, lockDataDir, prepareDataDir } from './data-dir';
import { openDatabase, type OpenedDatabase } from './database';
import type { Db } from './db/client';
import { AppError } from './errors';
import { loadSecrets } from './secrets';
import { registerUser } from './modules/users/register';
import { USER_HOOKS } from './hooks';

export interface AdminDetails {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
}

/** Printed as one line; nothing was changed. */
export class CreateAdminError extends Error {}

const USAGE = 'npm run create-admin -- --username <name> --email <address> [--first-name <name>] [--last-name <name>]';
const DEFAULT_NAMES = { firstname: 'Staffdesk', lastname: 'Administrator' };

const FLAGS: Record<keyof AdminDetails, string> = {
  username: '--username',
  email: '--email',
  firstname: '--first-name',
  lastname: '--last-name',
};
/** To name the flag in a refusal. */
const DETAIL_OF_FIELD: Record<string, keyof AdminDetails> = {
  username: 'username',
  userEmailId: 'email',
  firstname: 'firstname',
  lastname: 'lastname',
};

/** The person at the server's console; id 0 is no user's. */
const CONSOLE_ACTOR: AuthUser = { id: 0, username: 'create-admin', roles: ['ADMIN'], employee: null };

export function parseCreateAdminArgs(argv: readonly string[]): Partial<AdminDetails> {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    return {
      username: values.username,
      email: values.email,
      firstname: values['first-name'],
      lastname: values['last-name'],
    };
  } catch (err) {
    throw new CreateAdminError(`${(err as Error).message.split('. ')[0]}. Usage: ${USAGE}`);
  }
}

/** Checked by HR's registration schema. */
export function adminRegistration(details: AdminDetails): z.output<typeof ZRegisterUserRequestSchema> {
  const parsed = ZRegisterUserRequestSchema.safeParse({
    username: details.username,
    userEmailId: details.email,
    firstname: details.firstname,
    lastname: details.lastname,
    userRoleList: ['ADMIN'],
    // The first administrator joins the day the company's database is made.
    dateOfJoining: todayIn(DEFAULT_TIME_ZONE),
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const detail = DETAIL_OF_FIELD[String(issue.path[0])];
  throw new CreateAdminError(`${detail ? FLAGS[detail] : String(issue.path[0])}: ${issue.message}`);
}

/** Through users/, as HR's registration; refuses a taken username. */
export async function createAdmin(db: Db, details: AdminDetails): Promise<TRegisteredUser> {
  const registration = adminRegistration(details);
  try {
    return await registerUser(db, USER_HOOKS, CONSOLE_ACTOR, registration);
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500)
      throw new CreateAdminError(`${err.message} Nothing was created.`);
    throw err;
  }
}

/** The temporary password is shown here only. */
export function adminCreatedMessage(user: TRegisteredUser, signInAt: string): string {
  return [
    `Created the administrator ${user.username} (employee code ${user.employeeCode}).`,
    `Temporary password, shown once: ${user.temporaryPassword}`,
    `Sign in with it at ${signInAt}; you will choose your own password then.`,
  ].join('\n');
}

/** Without a terminal, a missing username or email is refused. */
async function completeDetails(given: Partial<AdminDetails>): Promise<AdminDetails> {
  if (!process.stdin.isTTY) {
    const missing = (['username', 'email'] as const).filter((k) => !given[k]);
    if (missing.length > 0)
      throw new CreateAdminError(`${missing.map((k) => FLAGS[k]).join(' and ')}: missing. Usage: ${USAGE}`);
    return {
      username: given.username!,
      email: given.email!,
      firstname: given.firstname ?? DEFAULT_NAMES.firstname,
      lastname: given.lastname ?? DEFAULT_NAMES.lastname,
    };
  }
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const ask = async (label: string, fallback?: string) =>
      (await terminal.question(fallback ? `${label} [${fallback}]: ` : `${label}: `)).trim() || fallback || '';
    return {
      username: given.username ?? (await ask('Username')),
      email: given.email ?? (await ask('Email address')),
      firstname: given.firstname ?? (await ask('First name', DEFAULT_NAMES.firstname)),
      lastname: given.lastname ?? (await ask('Last name', DEFAULT_NAMES.lastname)),
    };
  } finally {
    terminal.close();
  }
}

/**
 * On the database the server would open, never demo-seeded. The embedded database takes one program at a
 * time, so a running server on the DATA_DIR is a refusal. Answers the exit code.
 */
export async function runCreateAdmin(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let releaseLock: (() => void) | undefined;
  let database: OpenedDatabase | undefined;
  try {
    const details = await completeDetails(parseCreateAdminArgs(argv));
    adminRegistration(details);
    const config = { ...loadConfig(env), demoSeed: false };
    prepareDataDir(config.dataDir);
    if (!config.databaseUrl) releaseLock = lockDataDir(config.dataDir);
    database = await openDatabase(config, loadSecrets(config).encryptionKey);
    const user = await createAdmin(database.db, details);
    process.stdout.write(
      `${adminCreatedMessage(user, `${config.tls ? 'https' : 'http'}://localhost:${config.port}`)}\n`,
    );
    return 0;
  } catch (err) {
    process.stderr.write(`create-admin: ${refusalOf(err)}\n`);
    return 1;
  } finally {
    await database?.close().catch(() => undefined);
    releaseLock?.();
  }
}

function refusalOf(err: unknown): string {
  if (err instanceof DataDirInUse) {
    return (
      `a Staffdesk server (pid ${err.pid}) is running on ${err.dir}, and its embedded database takes ` +
      'one program at a time. Stop the server, run this again, then start it. Nothing was changed.'
    );
  }
  if (err instanceof CreateAdminError || err instanceof ConfigError) return err.message;
  // A failed query's message would print its SQL and parameters.
  const shown = (err as Error & { cause?: Error }).cause ?? (err as Error);
  return String(shown.message ?? shown).split('\n')[0]!;
}
