import type { Config } from './config';
import type { Db } from './db/client';
import type { AccessTokens } from './plugins/auth';
import type { Secrets } from './secrets';

/** What every module is built with. */
export interface AppDeps {
  db: Db;
  config: Config;
  secrets: Secrets;
  tokens: AccessTokens;
}
