import { randomBytes } from 'node:crypto';
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

/**
 * Environment first; otherwise a file in DATA_DIR made on first start and kept, so that tokens and
 * encrypted secrets survive restarts. Several servers on one PostgreSQL must share JWT_SECRET and ENCRYPTION_KEY.
 */
export function loadSecrets(config: Pick<Config, 'dataDir' | 'jwtSecret' | 'encryptionKey' | 'vapidPublicKey' | 'vapidPrivateKey'>): Secrets {
  const path = join(config.dataDir, 'secrets.json');
  let stored: SecretsFile | undefined;
  if (existsSync(path)) {
    const parsed = ZSecretsFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (!parsed.success) throw new ConfigError(`DATA_DIR: ${path} is damaged; remove it to make new secrets (all sessions end)`);
    stored = parsed.data;
  }
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
    vapid: { publicKey: config.vapidPublicKey ?? stored!.vapidPublicKey!, privateKey: config.vapidPrivateKey ?? stored!.vapidPrivateKey! },
  };
}
