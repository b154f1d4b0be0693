import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { users } from './db/schema/identity';
import { employees } from './db/schema/organisation';
import { adminCreatedMessage, createAdmin, parseCreateAdminArgs } from './create-admin';
import { lockDataDir } from './data-dir';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

describe('npm run create-admin', () => {
  it('makes an ADMIN with an employee record, whose printed temporary password signs in and must be changed', async () => {
    const user = await createAdmin(t.db, {
      username: 'first.admin',
      email: 'first.admin@example.com',
      firstname: 'Asha',
      lastname: 'Kulkarni',
    });
    const printed = adminCreatedMessage(user, 'http://localhost:8090');
    expect(printed).toMatch(
      new RegExp(
        /^Created the administrator first\.admin \(employee code SD\d{5}\)\.\n/.source +
          /Temporary password, shown once: \S{14}\n/.source +
          /Sign in with it at http:\/\/localhost:8090; you will choose your own password then\.$/.source,
      ),
    );
    const password = /shown once: (\S+)/.exec(printed)![1]!;

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'first.admin', password },
    });
    expect(signedIn.statusCode).toBe(200);
    const refused = await t.as(signedIn.json().token, { method: 'GET', url: '/api/users' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    const { token } = await t.changeTemporaryPassword('first.admin', password);
    const context = await t.as(token, { method: 'GET', url: '/api/users/context' });
    expect(context.json()).toMatchObject({
      username: 'first.admin',
      userRoleList: ['ADMIN'],
      firstname: 'Asha',
      lastname: 'Kulkarni',
    });
    // An administrator's own screen: the list of users.
    expect((await t.as(token, { method: 'GET', url: '/api/users' })).statusCode).toBe(200);
    const [employee] = await t.db
      .select({ code: employees.employeeCode })
      .from(employees)
      .where(eq(employees.userId, user.userId));
    expect(employee?.code).toBe(user.employeeCode);
  });

  it('refuses a username that exists, and an address that is not one, creating nothing', async () => {
    const before = await userCount();
    await expect(
      createAdmin(t.db, { username: 'Admin', email: 'other@example.com', firstname: 'A', lastname: 'B' }),
    ).rejects.toThrow(/^This username is taken\. Nothing was created\.$/);
    await expect(
      createAdmin(t.db, { username: 'second.admin', email: 'not an address', firstname: 'A', lastname: 'B' }),
    ).rejects.toThrow(/^--email: Enter a valid email address\.$/);
    expect(await userCount()).toBe(before);
  });

  it('takes its details as flags and names an unknown one with the usage', () => {
    expect(parseCreateAdminArgs(['--username', 'u', '--email', 'u@example.com', '--first-name', 'Uma'])).toEqual({
      username: 'u',
      email: 'u@example.com',
      firstname: 'Uma',
      lastname: undefined,
    });
    expect(() => parseCreateAdminArgs(['--user', 'u'])).toThrow(
      /^Unknown option '--user'\. Usage: npm run create-admin -- --username <name> --email <address>/,
    );
  });

  it('refuses, in one line and touching nothing, a DATA_DIR a running server holds', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'staffdesk-create-admin-'));
    // This test's process holds the lock as a running server would: a live node process.
    const release = lockDataDir(dataDir);
    try {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/create-admin.ts', '--username', 'late.admin', '--email', 'late.admin@example.com'],
        {
          cwd: fileURLToPath(new URL('..', import.meta.url)),
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
        },
      );
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `create-admin: a Staffdesk server (pid ${process.pid}) is running on ${dataDir}, and its embedded ` +
          'database takes one program at a time. Stop the server, run this again, then start it. Nothing ' +
          `was changed.\n`,
      );
      expect(readdirSync(dataDir)).toEqual(['server.lock']);
    } finally {
      release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
