import { loadConfig, listenAddress, ConfigError, type Config } from './config';
import { prepareDataDir, lockDataDir } from './data-dir';
import { loadSecrets } from './secrets';
import { openDatabase, type OpenedDatabase } from './database';
import { AccessTokens } from './plugins/auth';
import { buildApp } from './app';
import { loggableError } from './plugins/errors';
import { NotificationHub } from './modules/notifications/hub';
import { webPushSender } from './modules/notifications/push';
import { openS3Storage } from './modules/files/storage/storage';
import { databaseStorage } from './modules/files/storage/database';
import { JobQueue } from './modules/jobs/queue';
import { accountsWithDemoPassword, demoPasswordWarning, hasNoUsers } from './seeds/demo';

async function main() {
  let releaseLock: (() => void) | undefined;
  let config: Config | undefined;
  let database: OpenedDatabase | undefined;
  try {
    config = loadConfig();
    prepareDataDir(config.dataDir);
    if (!config.databaseUrl) releaseLock = lockDataDir(config.dataDir);
    const secrets = loadSecrets(config);
    // A bucket that does not answer stops the start before the database is opened (and seeded) for nothing.
    const s3 = config.s3 && (await openS3Storage(config.s3));
    database = await openDatabase(config, secrets.encryptionKey);
    const opened = database;
    const storage = s3 || databaseStorage(database.db);
    const hub = new NotificationHub();
    await hub.start(database);
    const push = webPushSender(
      { ...secrets.vapid, subject: config.vapidSubject },
      (err) => app.log.warn({ err: loggableError(err) }, 'web push failed'),
      config.pushServiceHosts,
    );
    const jobs = new JobQueue(database);
    const app = await buildApp(
      {
        db: database.db,
        config,
        secrets,
        tokens: new AccessTokens(secrets.jwtSecret),
        hub,
        push,
        storage,
        jobs,
        pool: database.poolStats,
      },
      { https: config.tls },
    );

    let closing = false;
    const close = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'closing');
      await app.close();
      await hub.stop();
      await opened.close();
      releaseLock?.();
      process.exit(0);
    };
    process.once('SIGINT', () => void close('SIGINT'));
    process.once('SIGTERM', () => void close('SIGTERM'));

    // Before listening: whether accounts still have the README's password decides who may connect.
    const demoAccounts = await accountsWithDemoPassword(opened.db);
    const address = listenAddress(config, demoAccounts.length);
    try {
      await app.listen({ port: config.port, host: address.host });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') throw new ConfigError(`PORT: ${config.port} is already in use`);
      if (code === 'EACCES') throw new ConfigError(`PORT: no permission to listen on ${config.port}`);
      throw err;
    }
    if (database.notice) app.log.warn(database.notice);
    const scheme = config.tls ? 'https' : 'http';
    // Every start says which accounts anyone could sign in to with the README's password.
    const demoWarning = demoPasswordWarning(demoAccounts);
    // The message names the first 20; the field gives the count, not 5,000 names in one log line.
    if (demoWarning) app.log.warn({ accounts: demoAccounts.length }, demoWarning);
    if (address.warning) app.log.warn(address.warning);
    if (!config.demoSeed && (await hasNoUsers(opened.db))) {
      const how = config.databaseUrl
        ? 'with the same DATABASE_URL'
        : 'after stopping this server: the embedded database takes one program at a time';
      app.log.warn(
        `No one can sign in yet: the database has no users. Create the first administrator with \`npm run create-admin\` (${how}).`,
      );
    }
    app.log.info(
      `Staffdesk is running at ${scheme}://localhost:${config.port} ` +
        `(${database.where ?? database.kind}${config.webDist ? '' : ', API only: web app not built'})`,
    );
  } catch (err) {
    // The embedded PostgreSQL stops with the server that started it.
    await database?.close().catch(() => undefined);
    releaseLock?.();
    // A configuration problem is its own message; anything else by its cause's first line, since a
    // failed query's message would print its SQL and parameters.
    const shown = err instanceof ConfigError ? err : ((err as Error & { cause?: Error }).cause ?? (err as Error));
    console.error(`Staffdesk cannot start: ${String(shown.message ?? shown).split('\n')[0]}`);
    process.exit(1);
  }
}

void main();
