import { expect, test, type Page } from '@playwright/test';
import { reserveTestIdp, type TestIdp } from '../../server/test/oidc-idp';
import { baseURL } from '../playwright.config';
import { cookieValue } from './support/session';

/**
 * The company's identity provider is oidc-provider on the port playwright.config.ts gave the server as OIDC_ISSUER;
 * the browser signs in on its own login page and comes back signed in to the portal.
 */
let idp: TestIdp;
test.beforeAll(async () => {
  idp = await reserveTestIdp(Number(process.env.E2E_IDP_PORT));
  idp.start([
    {
      client_id: 'staffdesk-e2e',
      client_secret: 'staffdesk-e2e-client-secret-0123456789',
      redirect_uris: [`${baseURL}/api/auth/oidc/callback`],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ]);
  idp.accounts.set('rahul.okta', { id: 'rahul.okta', email: 'Employee@Staffdesk.Example' });
  idp.accounts.set('stranger', { id: 'stranger', email: 'stranger@elsewhere.example' });
});
test.afterAll(() => idp?.close());

async function signInAtProvider(page: Page, login: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in with Company SSO' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('employee signs in through the company SSO', () => {
  test("the provider's login page brings them back signed in, the password form still offered", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByLabel('Username')).toBeVisible();
    await signInAtProvider(page, 'rahul.okta');
    await expect(page).toHaveURL('/ui/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Good (morning|afternoon|evening), Rahul/);
    expect(await cookieValue(context, 'refreshToken')).toBeTruthy();
  });

  test('someone the portal does not know is told so, and not signed in', async ({ page, context }) => {
    await signInAtProvider(page, 'stranger');
    await expect(page.getByRole('alert')).toHaveText(
      'No Staffdesk account has your email address. Ask your HR team to add you.',
    );
    expect(await cookieValue(context, 'refreshToken')).toBeFalsy();
  });
});
