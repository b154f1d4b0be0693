import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Toasts, the live notifications that specs running beside this one cause among them, may come and go while
 * axe runs. With reduced motion (which sonner honours) a toast is shown or gone, never half faded in; the
 * moves already under way are waited for, as is every other transition that ends (colours that axe would
 * read half-way). From here on the page runs with reduced motion.
 */
async function settleToasts(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          // Toasts, and every transition that ends; not spinners.
          return target?.closest('[data-sonner-toaster]') || animation.effect?.getTiming().iterations !== Infinity;
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * No serious or critical axe violations on the page (or only `within` a part of it), toasts included. "Label in
 * name" (WCAG 2.5.3) is among the rules axe still calls experimental: turned on, so a control's accessible name
 * keeps its visible text.
 */
export async function expectNoSeriousViolations(page: Page, name: string, options: { within?: string } = {}) {
  // What is still loading (a skeleton) or refreshing (a data table while its next page comes) is checked once it is there.
  await expect(page.locator('[aria-busy="true"]'), `${name}: nothing still loading`).toHaveCount(0);
  await settleToasts(page);
  // Legacy mode runs axe in the page itself. The default opens a blank page beside it for every check, injects
  // axe there too and merges the frames' results in it: twice the time (the admin's dashboard 1.6-2.2 s against
  // 0.75 s), for iframes of other origins; the app's one iframe (an attachment's preview) is of its own.
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (options.within) builder.include(options.within);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${name} has no serious or critical axe violations`,
  ).toEqual([]);
}
