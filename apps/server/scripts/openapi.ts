// Writes the OpenAPI document of the API (as served at /api/docs/json) to a file, for `redocly lint`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from '../src/app';
import { openPglite } from '../src/db/client';
import { AccessTokens } from '../src/plugins/auth';
import { NotificationHub } from '../src/modules/notifications/hub';
import { databaseStorage } from '../src/modules/files/storage/database';
import { JobQueue } from '../src/modules/jobs/queue';
import { testConfig, TEST_SECRETS } from '../test/test-config';

const target = resolve(process.argv[2] ?? 'openapi.json');
const database = await openPglite({});
const app = await buildApp(
  {
    db: database.db,
    config: testConfig(),
    secrets: TEST_SECRETS,
    tokens: new AccessTokens(TEST_SECRETS.jwtSecret),
    hub: new NotificationHub(),
    push: { send: async () => 'sent' },
    storage: databaseStorage(database.db),
    jobs: new JobQueue(database, { schedules: false }),
  },
  { logger: false },
);
await app.ready();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();
console.log(`OpenAPI document written to ${target}`);
