import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPublishedKey, loadSecrets } from './secrets';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** The keys once committed for the bench, read from the history rather than written here a second time. */
const published = JSON.parse(
  execFileSync('git', ['show', 'a724d9d^:apps/server/data-bench/secrets.json'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  }),
) as { jwtSecret: string; encryptionKey: string; vapidPublicKey: string; vapidPrivateKey: string };

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function dataDir(secrets?: object) {
  const dir = mkdtempSync(join(tmpdir(), 'staffdesk-secrets-'));
  dirs.push(dir);
  if (secrets) writeFileSync(join(dir, 'secrets.json'), JSON.stringify(secrets));
  return dir;
}
const unset = { jwtSecret: undefined, encryptionKey: undefined, vapidPublicKey: undefined, vapidPrivateKey: undefined };

describe('the published bench keys', () => {
  it('are known by their fingerprints, a hex key in either case', () => {
    expect(isPublishedKey(published.jwtSecret)).toBe(true);
    expect(isPublishedKey(published.encryptionKey)).toBe(true);
    expect(isPublishedKey(published.encryptionKey.toUpperCase())).toBe(true);
    expect(isPublishedKey(published.vapidPrivateKey)).toBe(true);
    expect(isPublishedKey(`${published.jwtSecret}x`)).toBe(false);
  });

  it('in a DATA_DIR stop the start with one line naming the file and what to do, and the file stays', () => {
    const dir = dataDir(published);
    const path = join(dir, 'secrets.json');
    expect(() => loadSecrets({ dataDir: dir, ...unset })).toThrow(
      `DATA_DIR: ${path} holds keys published with Staffdesk's source (jwtSecret, encryptionKey, ` +
        'vapidPrivateKey); delete the file so that new ones are made (everyone is signed out; two-factor ' +
        'sign-in is turned off by an administrator and set up again), or set JWT_SECRET, ENCRYPTION_KEY, ' +
        'VAPID_PRIVATE_KEY',
    );
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(published);
    // One published key is enough; the others new.
    const one = dataDir({
      jwtSecret: 'a-key-of-this-machine-only-a-key-of-this-machine',
      encryptionKey: published.encryptionKey,
    });
    expect(() => loadSecrets({ dataDir: one, ...unset })).toThrow(
      / holds keys published with Staffdesk's source \(encryptionKey\); delete the file .*, or set ENCRYPTION_KEY$/,
    );
  });

  it('in the environment stop the start naming the variable', () => {
    expect(() => loadSecrets({ dataDir: dataDir(), ...unset, jwtSecret: published.jwtSecret })).toThrow(
      /^JWT_SECRET: is a key published with Staffdesk's source; set a new random value$/,
    );
    expect(() =>
      loadSecrets({
        dataDir: dataDir(),
        ...unset,
        vapidPublicKey: published.vapidPublicKey,
        vapidPrivateKey: published.vapidPrivateKey,
      }),
    ).toThrow(/^VAPID_PRIVATE_KEY: /);
  });

  it('are not refused where the environment replaces them, and a deleted file gives new keys', () => {
    const dir = dataDir(published);
    const fresh = {
      jwtSecret: 'x'.repeat(40),
      encryptionKey: 'ab'.repeat(32),
      vapidPublicKey: published.vapidPublicKey,
      vapidPrivateKey: 'a-new-private-key',
    };
    expect(loadSecrets({ dataDir: dir, ...fresh }).jwtSecret).toBe(fresh.jwtSecret);

    rmSync(join(dir, 'secrets.json'));
    const made = loadSecrets({ dataDir: dir, ...unset });
    expect(existsSync(join(dir, 'secrets.json'))).toBe(true);
    expect([made.jwtSecret, made.encryptionKey.toString('hex'), made.vapid.privateKey].some(isPublishedKey)).toBe(
      false,
    );
  });
});
