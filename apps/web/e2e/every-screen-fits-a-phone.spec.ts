import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DASHBOARD_PATH, mayOpen, resolveRoutes } from '@staffdesk/shared/routes';
import { expectNoSeriousViolations } from './support/axe';
import { apiGet, apiToken, OFFICE_TIME_ZONE } from './support/attendance-api';
import { elementsOutsideTheViewport } from './support/phone';
import { signInWithApi } from './support/session';

const PHONE = { width: 390, height: 844 };
/**
 * Each screen of the route table is opened by the first of these who may open it (one still unbuilt is passed
 * by); the dashboard, laid out by who is signed in (a manager's team), by each of them.
 */
const USERS = ['employee', 'manager', 'admin'] as const;

test.use({ viewport: PHONE, hasTouch: true, colorScheme: 'dark', timezoneId: OFFICE_TIME_ZONE });

async function rolesOf(request: APIRequestContext, baseURL: string, username: string): Promise<string[]> {
  const token = await apiToken(request, baseURL, username);
  return (await apiGet<{ userRoleList: string[] }>(request, baseURL, token, '/users/context')).userRoleList;
}

/** The screen has its heading and its data: no skeleton left, no request running. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-active', 'false');
}

for (const username of USERS) {
  test(`the built screens ${username} opens fit a 390 px wide phone and pass the accessibility checks in the dark theme`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    // Some twenty screens, each loaded, measured and checked by axe: about a minute alone, three beside another spec.
    test.setTimeout(360_000);
    const roles = new Map(
      await Promise.all(USERS.map(async (user) => [user, await rolesOf(request, baseURL!, user)] as const)),
    );
    const screens = resolveRoutes().filter((r) => !r.route.redirect);
    const firstToOpen = (screen: (typeof screens)[number]) =>
      USERS.find((user) => mayOpen(screen, roles.get(user) ?? []));
    await signInWithApi(context, baseURL!, username);

    for (const screen of screens) {
      const path = screen.fullPath;
      if (path !== DASHBOARD_PATH && firstToOpen(screen) !== username) continue;
      await test.step(path, async () => {
        await page.goto(path);
        await settled(page);
        if (await page.getByText('Nothing to show here yet.').isVisible()) return;
        expect
          .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: the page's width`)
          .toBeLessThanOrEqual(PHONE.width);
        expect.soft(await elementsOutsideTheViewport(page), `${path}: nothing sticks out`).toEqual([]);
        await expectNoSeriousViolations(page, `${path} as ${username}, dark, phone`);
      });
    }
  });
}
