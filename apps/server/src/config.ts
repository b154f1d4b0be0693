import { z } from 'zod';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_DATE_LOCALE, DEFAULT_PORT } from '@staffdesk/shared/constants';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './modules/notifications/push-endpoints';
import { scheduleProblem } from './modules/jobs/schedule';
import { readMailConfig, type MailConfig } from './modules/notifications/mail-config';
import { readSignInConfig, type SignInConfig } from './modules/auth/sign-in-config';

/** main prints its message as one line. */
export class ConfigError extends Error {}

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, 'must be a port number (0-65535)')
    .default(DEFAULT_PORT),
  // Unset: see listenAddress.
  HOST: z.string().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Unset: the engine DATA_DIR already holds, else PostgreSQL where it can run (decision 009).
  EMBEDDED_DATABASE: z.enum(['postgres', 'pglite'], { error: 'must be postgres or pglite' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .default('mailto:admin@staffdesk.example'),
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  // Unset: on, except in production, where the published demo accounts must be asked for.
  DEMO_SEED: booleanText.optional(),
  DATE_LOCALE: z
    .string()
    .refine((v) => {
      try {
        return Intl.DateTimeFormat.supportedLocalesOf([v]).length === 1;
      } catch {
        return false;
      }
    }, 'must be a locale the server knows, such as en-IN or en-US')
    .default(DEFAULT_DATE_LOCALE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: /api/metrics answers 404.
  METRICS_TOKEN: z
    .string()
    .regex(/^\S{16,}$/, 'must be at least 16 characters, without spaces')
    .optional(),
  WEB_DIST: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  REMINDER_SCHEDULE: z
    .string()
    .trim()
    .default('0 * * * *')
    .superRefine((schedule, ctx) => {
      const problem = scheduleProblem(schedule);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  // Replaced by REMINDER_SCHEDULE: a setting that would do nothing stops the start.
  REMINDER_CHECK_SECONDS: z
    .undefined({ error: 'replaced by REMINDER_SCHEDULE, a cron expression (0 * * * * runs the reminders each hour)' })
    .optional(),
  TRUST_PROXY: booleanText.default(false),
  CHECK_RESPONSES: booleanText.default(false),
  PUSH_SERVICE_HOSTS: z
    .string()
    .regex(
      /^(\*\.)?[a-z0-9.-]+(,\s*(\*\.)?[a-z0-9.-]+)*$/i,
      'must be host names separated by commas (*.example.com for any name under it)',
    )
    .optional(),
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .regex(
      /^(\*\.)?[a-z0-9.:-]+(,\s*(\*\.)?[a-z0-9.:-]+)*$/i,
      'must be host names or addresses separated by commas (*.example.com for any name under it)',
    )
    .optional(),
  WEBHOOK_RETRY_SECONDS: z.coerce
    .number()
    .int()
    .min(1, 'must be a whole number of seconds, at least 1')
    .max(3600, 'must be at most 3600 seconds')
    .default(60),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
});

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface Config {
  port: number;
  /** HOST as set; undefined lets listenAddress choose. */
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Without DATABASE_URL; undefined lets database.ts choose. */
  embeddedDatabase: 'postgres' | 'pglite' | undefined;
  jwtSecret: string | undefined;
  encryptionKey: string | undefined;
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string;
  tls: { cert: Buffer; key: Buffer } | undefined;
  demoSeed: boolean;
  logLevel: string;
  /** The bearer token of /api/metrics; undefined turns the metrics off. */
  metricsToken: string | undefined;
  /** The order dates are typed in (en-IN: dd/mm/yyyy). */
  dateLocale: string;
  webDist: string | undefined;
  authRateLimitPerMinute: number;
  loginMaxFailuresPerAddress: number;
  /** A cron expression in the company's zone. */
  reminderSchedule: string;
  trustProxy: boolean;
  /** The tests check each answer with zod too (plugins/serializer.ts). */
  checkResponses: boolean;
  /** Where Web Push messages may go (`*.name` for any name under it). */
  pushServiceHosts: readonly string[];
  /** Hosts webhooks may reach over http and at non-public addresses (the tests' 127.0.0.1); none by default. */
  webhookAllowedHosts: readonly string[];
  /** Before a failed delivery's first retry; each later one waits twice as long. */
  webhookRetrySeconds: number;
  /** Files in S3-compatible storage; undefined keeps them in the database. */
  s3: S3Config | undefined;
  /** SMTP for email notifications; undefined: no email. */
  mail?: MailConfig;
  /** OpenID Connect and password sign-in; undefined: password only. */
  signIn?: SignInConfig;
}

/** All four required S3 variables, or none of them and none of the optional ones. */
function s3Config(e: z.output<typeof ZEnvSchema>): S3Config | undefined {
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = e;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return {
      endpoint,
      bucket,
      accessKeyId,
      secretAccessKey,
      region: e.S3_REGION ?? 'us-east-1',
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    };
  }
  if (!Object.entries(e).some(([name, value]) => name.startsWith('S3_') && value !== undefined)) return undefined;
  const missing = S3_REQUIRED.find((name) => !e[name]);
  throw new ConfigError(`${missing}: missing; files in S3 need ${S3_REQUIRED.join(', ')} together`);
}

function readTlsFile(variable: string, path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (err) {
    throw new ConfigError(`${variable}: cannot read ${path} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE)) {
    throw new ConfigError('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  }
  const tls =
    e.TLS_CERT_FILE && e.TLS_KEY_FILE
      ? { cert: readTlsFile('TLS_CERT_FILE', e.TLS_CERT_FILE), key: readTlsFile('TLS_KEY_FILE', e.TLS_KEY_FILE) }
      : undefined;
  const defaultDist = resolve(import.meta.dirname, '../../web/dist');
  const mail = readMailConfig(env);
  if (typeof mail === 'string') throw new ConfigError(mail);
  const signIn = readSignInConfig(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v)) as Record<string, string>,
  );
  if (typeof signIn === 'string') throw new ConfigError(signIn);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedDatabase: e.EMBEDDED_DATABASE,
    jwtSecret: e.JWT_SECRET,
    encryptionKey: e.ENCRYPTION_KEY,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT,
    tls,
    demoSeed: e.DEMO_SEED ?? env.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    dateLocale: e.DATE_LOCALE,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : existsSync(defaultDist) ? defaultDist : undefined,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    reminderSchedule: e.REMINDER_SCHEDULE,
    trustProxy: e.TRUST_PROXY,
    checkResponses: e.CHECK_RESPONSES,
    pushServiceHosts: e.PUSH_SERVICE_HOSTS
      ? e.PUSH_SERVICE_HOSTS.split(',').map((h) => h.trim().toLowerCase())
      : DEFAULT_PUSH_SERVICE_HOSTS,
    webhookAllowedHosts: e.WEBHOOK_ALLOWED_HOSTS
      ? e.WEBHOOK_ALLOWED_HOSTS.split(',').map((h) => h.trim().toLowerCase())
      : [],
    webhookRetrySeconds: e.WEBHOOK_RETRY_SECONDS,
    s3: s3Config(e),
    mail,
    signIn,
  };
}

/** With the warning the start logs when the server keeps to this machine of its own accord. */
export interface ListenAddress {
  host: string;
  warning?: string;
}

/**
 * HOST when it is set. Otherwise every interface, except while accounts still have the README's demo password:
 * then only this machine, so that a first `npm start` does not offer those accounts to the network.
 */
export function listenAddress(config: Pick<Config, 'host'>, demoAccounts: number): ListenAddress {
  if (config.host !== undefined) return { host: config.host };
  if (demoAccounts === 0) return { host: '0.0.0.0' };
  const who = demoAccounts === 1 ? 'an account has' : `${demoAccounts} accounts have`;
  return {
    host: '127.0.0.1',
    warning:
      `Listening on 127.0.0.1 only (this machine), because ${who} the published demo password. To serve ` +
      'other machines, change those passwords and restart, or set HOST (HOST=0.0.0.0 for every ' +
      'interface).',
  };
}
