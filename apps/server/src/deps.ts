import type { Config } from './config';
import type { Db, PoolStats } from './db/client';
import type { AccessTokens } from './plugins/auth';
import type { Secrets } from './secrets';
import type { NotificationHub } from './modules/notifications/hub';
import type { PushSender } from './modules/notifications/push';
import type { FileStorage } from './modules/files/storage/storage';
import type { JobQueue } from './modules/jobs/queue';

/** What every module is built with. */
export interface AppDeps {
  db: Db;
  config: Config;
  secrets: Secrets;
  tokens: AccessTokens;
  /** Open notification streams of this process. */
  hub: NotificationHub;
  push: PushSender;
  /** Where the bytes of uploaded files live (the database, or S3 when configured). */
  storage: FileStorage;
  /** The background jobs: modules define theirs while the app is built; the app starts the queue when ready. */
  jobs: JobQueue;
  /** The database pool's connections now, where there is a pool. */
  pool?: () => PoolStats;
}
