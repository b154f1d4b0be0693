import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

const PHONE = { width: 390, height: 844 };

/** At phone width the page scrolls down, never sideways, and passes axe; then the viewport is put back. */
export async function fitsAPhone(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name}: the page's width`,
  ).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, `${name} at 390 px`);
  if (size) await page.setViewportSize(size);
}

/**
 * What sticks out of the viewport sideways, unless a box that scrolls or clips (a table's container) holds it in,
 * or it is visually hidden (sr-only).
 */
export function elementsOutsideTheViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const heldIn = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const visuallyHidden = (element: Element) => getComputedStyle(element).clipPath === 'inset(50%)';
    return [...document.body.querySelectorAll('*')].flatMap((element) => {
      const { left, right, width: w, height } = element.getBoundingClientRect();
      if (
        w === 0 ||
        height === 0 ||
        (left >= -0.5 && right <= width + 0.5) ||
        heldIn(element) ||
        visuallyHidden(element)
      )
        return [];
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return [
        `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}" from ${Math.round(left)} to ${Math.round(right)} px`,
      ];
    });
  });
}
