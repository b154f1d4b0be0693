import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe violations on the page. `withoutToasts` leaves the toaster out: on the
 * screens of signed-in employees and managers, live notification toasts caused by the tests running
 * beside this one come and go while axe runs, stacked, the ones behind dimmed mid-animation.
 * "Label in name" (WCAG 2.5.3) is among the rules axe still calls experimental: turned on, so a control's
 * accessible name keeps its visible text.
 */
export async function expectNoSeriousViolations(page: Page, name: string, options: { withoutToasts?: boolean } = {}) {
  const builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (options.withoutToasts) builder.exclude('[data-sonner-toaster]');
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${name} has no serious or critical axe violations`,
  ).toEqual([]);
}
