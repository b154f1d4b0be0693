import { expect, type BrowserContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** A TOTP code of the demo secret; `stepsAhead` picks a neighbouring 30 s step (the server accepts ±1) to avoid replays. */
export function totp(secret = DEMO_TOTP_SECRET, stepsAhead = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** Signs in through the API and stores the session cookies the way the app does: faster than the form. */
export async function signInWithApi(
  context: BrowserContext,
  baseURL: string,
  username: string,
  password = DEMO_PASSWORD,
) {
  const response = await context.request.post(`${baseURL}/api/authenticate`, { data: { username, password } });
  expect(response.ok(), `sign-in of ${username}`).toBe(true);
  const { token, refreshToken } = (await response.json()) as { token: string; refreshToken: string };
  await context.addCookies([
    { name: 'accessToken', value: token, url: baseURL, sameSite: 'Strict' },
    { name: 'refreshToken', value: refreshToken, url: baseURL, sameSite: 'Strict' },
  ]);
  return { token, refreshToken };
}

export async function fillCredentials(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}
