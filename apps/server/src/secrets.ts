import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Config } from './config';
import { ConfigError } from './config';

export interface Secrets {
  jwtSecret: string;
  /** 32 bytes for AES-256-GCM of secrets at rest (TOTP). */
  encryptionKey: Buffer;
}

const ZSecretsFileSchema = z.object({ jwtSecret: z.string().min(32), encryptionKey: z.string().regex(/^[0-9a-f]{64}$/i) });

/**
 * Environment first; otherwise a file in DATA_DIR made on first start and kept, so that tokens and
 * encrypted secrets survive restarts. Several servers on one PostgreSQL must share JWT_SECRET and ENCRYPTION_KEY.
 */
export function loadSecrets(config: Pick<Config, 'dataDir' | 'jwtSecret' | 'encryptionKey'>): Secrets {
  const path = join(config.dataDir, 'secrets.json');
  let stored: z.infer<typeof ZSecretsFileSchema> | undefined;
  if (existsSync(path)) {
    const parsed = ZSecretsFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (!parsed.success) throw new ConfigError(`DATA_DIR: ${path} is damaged; remove it to make new secrets (all sessions end)`);
    stored = parsed.data;
  } else if (!config.jwtSecret || !config.encryptionKey) {
    stored = { jwtSecret: randomBytes(48).toString('base64url'), encryptionKey: randomBytes(32).toString('hex') };
    writeFileSync(path, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return {
    jwtSecret: config.jwtSecret ?? stored!.jwtSecret,
    encryptionKey: Buffer.from(config.encryptionKey ?? stored!.encryptionKey, 'hex'),
  };
}
