import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import type { Config } from './config';
import { ConfigError } from './config';

export interface Secrets {
  jwtSecret: string;
  /** 32 bytes for AES-256-GCM of secrets at rest (TOTP). */
  encryptionKey: Buffer;
  /** VAPID keys that sign Web Push messages. */
  vapid: { publicKey: string; privateKey: string };
}

const ZSecretsFileSchema = z.object({
  jwtSecret: z.string().min(32),
  encryptionKey: z.string().regex(/^[0-9a-f]{64}$/i),
  vapidPublicKey: z.string().min(1).optional(),
  vapidPrivateKey: z.string().min(1).optional(),
});
type SecretsFile = z.infer<typeof ZSecretsFileSchema>;

/** sha256 of keys once committed to this repository: anyone with the source can sign tokens with them. */
const PUBLISHED_KEY_SHA256 = new Set([
  '0dea187d148fd8fac338f1138ce1b3fb888242f071bbad076d2aca42e0910b00',
  '021a18ac6e6559bdfef035b790b57df7327cf7948ba30ebecd9bd5970ccefc71',
  'd330747648df8b4f8c21a214e5ada6681d113f0efaa018019f7274b9a42c8b6c',
]);

/** Hex keys compare in lower case, as Buffer.from reads them. */
export function isPublishedKey(key: string): boolean {
  const canonical = /^[0-9a-f]+$/i.test(key) ? key.toLowerCase() : key;
  return PUBLISHED_KEY_SHA256.has(createHash('sha256').update(canonical).digest('hex'));
}

const KEY_VARIABLES = {
  jwtSecret: 'JWT_SECRET',
  encryptionKey: 'ENCRYPTION_KEY',
  vapidPrivateKey: 'VAPID_PRIVATE_KEY',
} as const;
type KeyName = keyof typeof KEY_VARIABLES;

function refusePublishedKeys(config: Pick<Config, KeyName>, stored: SecretsFile | undefined, path: string): void {
  const names = Object.keys(KEY_VARIABLES) as KeyName[];
  const fromEnv = names.filter((name) => config[name] !== undefined && isPublishedKey(config[name]));
  if (fromEnv.length > 0) {
    throw new ConfigError(
      `${KEY_VARIABLES[fromEnv[0]!]}: is a key published with Staffdesk's source; set a new random value`,
    );
  }
  // Setting a key in the environment is the other way out.
  const fromFile = names.filter(
    (name) => config[name] === undefined && stored?.[name] !== undefined && isPublishedKey(stored[name]),
  );
  if (fromFile.length > 0) {
    throw new ConfigError(
      `DATA_DIR: ${path} holds keys published with Staffdesk's source (${fromFile.join(', ')}); delete ` +
        'the file so that new ones are made (everyone is signed out; two-factor sign-in is turned off by ' +
        'an administrator and set up again), or set ' +
        `${fromFile.map((name) => KEY_VARIABLES[name]).join(', ')}`,
    );
  }
}

/**
 * Environment first, else a file kept in DATA_DIR, so that tokens and encrypted secrets survive restarts.
 * Several servers on one PostgreSQL must share JWT_SECRET and ENCRYPTION_KEY.
 */
export function loadSecrets(
  config: Pick<Config, 'dataDir' | 'jwtSecret' | 'encryptionKey' | 'vapidPublicKey' | 'vapidPrivateKey'>,
): Secrets {
  const path = join(config.dataDir, 'secrets.json');
  let stored: SecretsFile | undefined;
  if (existsSync(path)) {
    const parsed = ZSecretsFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (!parsed.success)
      throw new ConfigError(`DATA_DIR: ${path} is damaged; remove it to make new secrets (all sessions end)`);
    stored = parsed.data;
  }
  refusePublishedKeys(config, stored, path);
  const fromEnv = Boolean(config.jwtSecret && config.encryptionKey && config.vapidPublicKey && config.vapidPrivateKey);
  if (!fromEnv && (!stored || !stored.vapidPublicKey)) {
    const vapid = webPush.generateVAPIDKeys();
    stored = {
      jwtSecret: stored?.jwtSecret ?? randomBytes(48).toString('base64url'),
      encryptionKey: stored?.encryptionKey ?? randomBytes(32).toString('hex'),
      vapidPublicKey: vapid.publicKey,
      vapidPrivateKey: vapid.privateKey,
    };
    writeFileSync(path, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return {
    jwtSecret: config.jwtSecret ?? stored!.jwtSecret,
    encryptionKey: Buffer.from(config.encryptionKey ?? stored!.encryptionKey, 'hex'),
    vapid: {
      publicKey: config.vapidPublicKey ?? stored!.vapidPublicKey!,
      privateKey: config.vapidPrivateKey ?? stored!.vapidPrivateKey!,
    },
  };
}
