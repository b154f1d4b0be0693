import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DASHBOARD_PATH, mayOpen, resolveRoutes } from '@staffdesk/shared/routes';
import { expectNoSeriousViolations } from './support/axe';
import { apiGet, apiToken, OFFICE_TIME_ZONE } from './support/attendance-api';
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

/**
 * What sticks out of the viewport sideways, unless a box that scrolls or clips (a table's container) holds it in,
 * or it is visually hidden (sr-only).
 */
function elementsOutsideTheViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const heldIn = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const visuallyHidden = (element: Element) => getComputedStyle(element).clipPath === 'inset(50%)';
    return [...document.body.querySelectorAll('*')].flatMap((element) => {
      const { left, right, width: w, height } = element.getBoundingClientRect();
      if (w === 0 || height === 0 || (left >= -0.5 && right <= width + 0.5) || heldIn(element) || visuallyHidden(element)) return [];
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return [`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}" from ${Math.round(left)} to ${Math.round(right)} px`];
    });
  });
}

for (const username of USERS) {
  test(`the built screens ${username} opens fit a 390 px wide phone and pass the accessibility checks in the dark theme`, async ({ page, context, baseURL, request }) => {
    // A dozen screens, each loaded, measured and checked by axe.
    test.slow();
    const roles = new Map(await Promise.all(USERS.map(async (user) => [user, await rolesOf(request, baseURL!, user)] as const)));
    const screens = resolveRoutes().filter((r) => !r.route.redirect);
    const firstToOpen = (screen: (typeof screens)[number]) => USERS.find((user) => mayOpen(screen, roles.get(user) ?? []));
    await signInWithApi(context, baseURL!, username);

    for (const screen of screens) {
      const path = screen.fullPath;
      if (path !== DASHBOARD_PATH && firstToOpen(screen) !== username) continue;
      await test.step(path, async () => {
        await page.goto(path);
        await settled(page);
        if (await page.getByText('Nothing to show here yet.').isVisible()) return;
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: the page's width`).toBeLessThanOrEqual(PHONE.width);
        expect.soft(await elementsOutsideTheViewport(page), `${path}: nothing sticks out`).toEqual([]);
        await expectNoSeriousViolations(page, `${path} as ${username}, dark, phone`);
      });
    }
  });
}
