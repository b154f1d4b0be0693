import { expect, test, type Page } from '@playwright/test';
import { signInWithApi } from './support/session';

const SCREENS = [
  'business-enquiry',
  'business-enquiry-form',
  'new-proposal',
  'new-proposal-form',
  'contract-registration',
  'contract-registration-form',
  'contract-registration/task-order-form',
  'contract-registration/invoice-rate-form',
  'contract-registration/contract-poc-form',
  'project-execution',
  'project-execution-form',
].map((path) => `/ui/project-management/${path}`);

/** The search boxes' placeholders and the selects' chosen words that their box cuts off. */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const fits = (element: HTMLElement, text: string) => {
      const style = getComputedStyle(element);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return canvas.measureText(text).width <= room + 0.5;
    };
    const visible = (element: HTMLElement) => element.getClientRects().length > 0;
    const placeholders = [...document.querySelectorAll<HTMLInputElement>('main input[placeholder]')]
      .filter((input) => visible(input) && input.value === '' && !fits(input, input.placeholder))
      .map((input) => `placeholder "${input.placeholder}" of ${input.id || input.name}`);
    const selects = [...document.querySelectorAll<HTMLSelectElement>('main select')]
      .filter((select) => visible(select) && select.selectedOptions[0])
      .filter((select) => !fits(select, select.selectedOptions[0]!.text))
      .map((select) => `choice "${select.selectedOptions[0]!.text}" of ${select.id}`);
    return [...placeholders, ...selects];
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the pipeline's search boxes and selects show their words in full`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ baseURL, viewport });
    const { token } = await signInWithApi(context, baseURL!, 'md');
    const page = await context.newPage();
    for (const path of SCREENS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-active', 'false');
        expect.soft(await cutOff(page), path).toEqual([]);
      });
    }
    // The longest words a form's select holds: a contract and its task order chosen.
    const contracts = (await (
      await context.request.get('/api/contracts?search=CTR-2026-001', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { items: { id: number }[] };
    const contractId = contracts.items[0]!.id;
    for (const path of ['project-execution-form', 'contract-registration/invoice-rate-form']) {
      await test.step(`${path} with a task order chosen`, async () => {
        await page.goto(`/ui/project-management/${path}?contractId=${contractId}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const taskOrder = page.getByLabel(/^Task order/);
        await expect(taskOrder.locator('option:not([value=""])').first()).toBeAttached();
        await taskOrder.selectOption({ index: 1 });
        expect.soft(await cutOff(page), path).toEqual([]);
      });
    }
    await context.close();
  });
}
