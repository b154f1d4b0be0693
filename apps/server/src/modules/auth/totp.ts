import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secretBase32: string, username: string) {
  return new TOTP({
    issuer: 'Staffdesk',
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function otpauthUri(secretBase32: string, username: string): string {
  return totpFor(secretBase32, username).toString();
}

/** The time step the code belongs to (now ±1 step), or null for a wrong code. Replay is the caller's check. */
export function matchTotpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secretBase32, '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
