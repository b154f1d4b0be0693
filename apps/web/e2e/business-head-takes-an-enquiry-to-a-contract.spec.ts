import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInWithApi } from './support/session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Axe on the screen as it is, then at phone width: nothing sticks out sideways, and axe again. */
async function checkScreen(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, name);
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, `${name} on a phone`);
  await page.setViewportSize(DESKTOP);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

test('the business head takes an enquiry to a proposal, wins it and registers its contract with a task order, a rate and two contacts', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const company = `Orbit Shipping ${stamp}`;
  const title = `Port automation ${stamp}`;
  const number = `CTR-E2E-${stamp}`;
  await signInWithApi(context, baseURL!, 'business.head');

  // The enquiry, for a company added on the spot.
  await page.goto('/ui/project-management/business-enquiry-form');
  await expect(page.getByRole('heading', { name: 'Business Enquiry Form', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Give a title.')).toBeVisible();
  await page.getByRole('button', { name: 'New company' }).click();
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Industry').fill('Shipping');
  await expect(page.getByLabel('State').locator('option', { hasText: 'Karnataka' })).toHaveCount(1);
  await page.getByLabel('State').selectOption({ label: 'Karnataka' });
  await checkScreen(page, 'business enquiry form with a new company');
  await page.getByRole('button', { name: 'Add company' }).click();
  await expect(toast(page, `${company} was added.`)).toBeVisible();
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue(/\d+/);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Source').selectOption({ label: 'Tender' });
  await page.getByLabel('Expected value').fill('750000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, `${title} was recorded as a new enquiry.`)).toBeVisible();

  // Qualified, then a proposal: time and material computes its amount.
  await expect(page.getByRole('heading', { name: 'Business Enquiry', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(title);
  await page.getByRole('button', { name: `Qualify enquiry: ${title}` }).click();
  await expect(toast(page, `${title} is qualified`)).toBeVisible();
  await checkScreen(page, 'business enquiries');
  await page.getByRole('link', { name: `New proposal for: ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'New Proposal Form', level: 1 })).toBeVisible();
  await page.getByLabel('Estimation method').selectOption({ label: 'Time and Material' });
  await page.getByLabel('Effort (person-days)').fill('150');
  await page.getByLabel('Rate per person-day').fill('5000');
  await expect(page.locator('#computedAmount')).toHaveText('₹7,50,000.00');
  await checkScreen(page, 'new proposal form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, `Proposal v1 for ${title} was saved as a draft.`)).toBeVisible();

  // Submitted, accepted: the enquiry is won and the contract is offered.
  await page.getByRole('searchbox', { name: 'Search proposals' }).fill(title);
  await page.getByRole('button', { name: `Submit proposal v1: ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, `v1 of ${title} is submitted.`)).toBeVisible();
  await page.getByRole('button', { name: `Accept proposal v1: ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, `${title} is won.`)).toBeVisible();
  await checkScreen(page, 'proposals');
  await page.getByRole('link', { name: 'Register contract', exact: true }).click();

  // The contract, prefilled from the proposal.
  await expect(page.getByRole('heading', { name: 'Contract Registration Form', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Value')).toHaveValue('750000');
  await page.getByLabel('Contract number').fill(number);
  await page.getByLabel('Contract type').selectOption({ label: 'Time and Material' });
  await checkScreen(page, 'contract registration form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, `Contract ${number} was registered as a draft.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${number}: ${title}`, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
  await expect(toast(page, `Contract ${number} is active.`)).toBeVisible();

  // A task order within the value.
  await page.getByRole('link', { name: 'Add task order' }).click();
  await expect(page.getByRole('heading', { name: 'Task Order', level: 1 })).toBeVisible();
  await page.getByLabel('Task order number').fill('TO-01');
  await page.getByLabel('Title').fill('Crane telemetry');
  await page.getByLabel('Ceiling value').fill('800000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: "The task orders' ceilings would exceed the contract's value of ₹7,50,000.00" }),
  ).toBeVisible();
  await page.getByLabel('Ceiling value').fill('500000');
  await checkScreen(page, 'task order form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Task order TO-01 was saved.')).toBeVisible();

  // A rate.
  await page.getByRole('link', { name: 'Add invoice rate' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice Rate', level: 1 })).toBeVisible();
  await page.getByLabel('Role or designation').fill('Automation Engineer');
  await page.getByLabel('Unit').selectOption({ label: 'Per day' });
  await page.getByLabel('Rate', { exact: true }).fill('5200');
  await checkScreen(page, 'invoice rate form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'The rate for Automation Engineer was saved.')).toBeVisible();

  // Two contacts, one primary on each side.
  for (const [side, name, email] of [
    ['Client', 'Meera Pillai', 'meera@orbit.example'],
    ['Ours', 'Arjun Rao', 'arjun@staffdesk.example'],
  ] as const) {
    await page.getByRole('link', { name: 'Add point of contact' }).click();
    await expect(page.getByRole('heading', { name: 'Contract Point of Contact', level: 1 })).toBeVisible();
    await page.getByLabel('Side', { exact: true }).selectOption({ label: side });
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Primary contact of this side').check();
    if (side === 'Client') await checkScreen(page, 'contract point of contact form');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, `${name} was saved as a point of contact.`)).toBeVisible();
  }

  const detail = page.getByRole('heading', { name: `${number}: ${title}`, level: 2 });
  await expect(detail).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Task Orders' }).getByRole('cell', { name: 'Crane telemetry', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Invoice Rates' }).getByRole('cell', { name: 'Automation Engineer', exact: true }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Points of Contact' })
      .getByRole('cell', { name: 'Meera Pillai (primary)', exact: true }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Points of Contact' })
      .getByRole('cell', { name: 'Arjun Rao (primary)', exact: true }),
  ).toBeVisible();
  await checkScreen(page, 'contract registration with a contract open');

  // The dashboard shows the won enquiry's contract among the active ones.
  await page.goto('/ui/project-management/dashboard');
  await expect(page.getByRole('heading', { name: 'Projects Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `${number}: ${title}` })).toBeVisible();
  await expect(page.getByText('₹5,00,000.00 of ₹7,50,000.00 under task orders')).toBeVisible();
  await checkScreen(page, 'projects dashboard');
});

test('L1 reads contracts without their values or rates', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await signInWithApi(context, baseURL!, 'manager');
  await page.goto('/ui/project-management/contract-registration');
  await expect(page.getByRole('heading', { name: 'Contract Registration', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register contract' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open contract CTR-2026-001' }).click();
  await expect(page.getByRole('heading', { name: /^CTR-2026-001: /, level: 2 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Task Orders' }).getByRole('cell', { name: 'Hidden', exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Task Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invoice Rates' })).toHaveCount(0);
  await expect(
    page
      .getByRole('table', { name: 'Points of Contact' })
      .getByRole('cell', { name: 'Ravi Menon (primary)', exact: true }),
  ).toBeVisible();
  await checkScreen(page, 'contract registration for L1');
  await page.goto('/ui/project-management/dashboard');
  await expect(page.getByText('The contracts in force (their values are not shown to your role).')).toBeVisible();
  await checkScreen(page, 'projects dashboard for L1');
});
