import { join } from 'node:path';
import type { Config } from '../src/config';
import type { Secrets } from '../src/secrets';

export const TEST_SECRETS: Secrets = {
  jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
  encryptionKey: Buffer.from('00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff', 'hex'),
  vapid: {
    publicKey: 'BOsCAWz57AnJ1W4oVxE4HRJd4C3bk7_Pix0Hsm6wkm9HkpLnIQQ5TqMrCE6lg7KOHvFQ6Gq_9rXD9iGSd2u7ICs',
    privateKey: 'LT3TIts1fBczV2t1QehDH--hNO3MmcB9IgWyWsyq7Ck',
  },
};

export const TEMPLATE_DIR = join(import.meta.dirname, '../../../.tmp/test-templates');
/** The PGlite template of one run: two runs at once (CI beside a developer's) must not overwrite each other's. */
export const pgliteTemplate = (runId: string) => join(TEMPLATE_DIR, `pglite-${runId}.tar`);

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: join(TEMPLATE_DIR, 'data'),
    databaseUrl: undefined,
    embeddedDatabase: undefined,
    jwtSecret: TEST_SECRETS.jwtSecret,
    encryptionKey: TEST_SECRETS.encryptionKey.toString('hex'),
    vapidPublicKey: TEST_SECRETS.vapid.publicKey,
    vapidPrivateKey: TEST_SECRETS.vapid.privateKey,
    vapidSubject: 'mailto:test@staffdesk.example',
    tls: undefined,
    demoSeed: true,
    logLevel: 'silent',
    metricsToken: undefined,
    dateLocale: 'en-IN',
    webDist: undefined,
    authRateLimitPerMinute: 10_000,
    loginMaxFailuresPerAddress: 1_000,
    reminderSchedule: '0 * * * *',
    trustProxy: false,
    // Every answer of the tests checked by its zod schema, and its compiled writer's text compared with zod's.
    checkResponses: true,
    // The tests' push endpoints (the harness records pushes instead of sending them), beside the real services.
    pushServiceHosts: ['fcm.googleapis.com', 'push.example.test', 'push.example'],
    webhookAllowedHosts: [],
    webhookRetrySeconds: 1,
    s3: undefined,
    ...overrides,
  };
}

/** The database of this test run: 'pglite' by default, 'postgres' in the project that TEST_DATABASE_URL enables. */
export const testDbKind = (process.env.STAFFDESK_TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export function postgresUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}
