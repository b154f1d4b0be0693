import { expect, test } from '@playwright/test';
import { signInWithApi } from './support/session';
import { expectNoSeriousViolations } from './support/axe';
import { fitsAPhone } from './support/phone';

test('an employee finds a colleague in the directory, opens their card and their manager, then finds them in the org chart', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithApi(context, baseURL!, 'employee');
  await page.goto('/ui/people');
  await expect(page).toHaveURL('/ui/people/directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name, email or designation' }).fill('tech lead');
  const table = page.getByRole('table', { name: 'People' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Maya Nair');
  await table.getByRole('button', { name: 'View Maya Nair' }).click();

  const card = page.getByRole('dialog', { name: 'Maya Nair' });
  await expect(card.getByText('Tech Lead · Engineering')).toBeVisible();
  await expect(card.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(card.getByRole('link', { name: 'Rahul Verma' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Sara Khan' })).toBeVisible();
  await expectNoSeriousViolations(page, 'a person card');
  await card.getByRole('link', { name: 'Gauri Iyer' }).click();
  const manager = page.getByRole('dialog', { name: 'Gauri Iyer' });
  await expect(manager.getByText('Engineering Manager · Engineering')).toBeVisible();
  await expect(manager.getByRole('link', { name: 'Bhavna Kapoor' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search by name, email or designation' }).fill('nobody-like-this');
  await expect(page.getByText('Nobody matches this search.')).toBeVisible();
  await fitsAPhone(page, 'the directory');

  await page.goto('/ui/people/org-chart');
  const tree = page.getByRole('tree', { name: 'Org chart' });
  const md = tree.getByRole('treeitem', { name: /Meera Desai/ });
  await expect(md).toHaveAttribute('aria-expanded', 'false');
  await fitsAPhone(page, 'the org chart');

  const find = page.getByRole('combobox', { name: 'Find a person' });
  await find.fill('rahul');
  await expect(page.getByRole('option', { name: /Rahul Verma/ })).toBeVisible();
  await find.press('Enter');

  // The chain down to him is open, and he has the focus.
  const rahul = tree.getByRole('treeitem', { name: /Rahul Verma/ });
  await expect(rahul).toBeFocused();
  for (const name of ['Meera Desai', 'Bhavna Kapoor', 'Gauri Iyer', 'Maya Nair'])
    await expect(tree.getByRole('treeitem', { name: new RegExp(name) })).toHaveAttribute('aria-expanded', 'true');
  await expect(rahul).toHaveAttribute('aria-level', '5');

  // The tree pattern's keys: down to his teammate, left to their manager, left again closes her.
  await page.keyboard.press('ArrowDown');
  await expect(tree.getByRole('treeitem', { name: /Sara Khan/ })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  const maya = tree.getByRole('treeitem', { name: /Maya Nair/ });
  await expect(maya).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(maya).toHaveAttribute('aria-expanded', 'false');
  await expect(rahul).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(maya).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(rahul).toBeFocused();
  // Home goes to the tree's first person: another spec of the run may have added someone without a manager.
  await page.keyboard.press('Home');
  await expect(tree.getByRole('treeitem').first()).toBeFocused();
  await expectNoSeriousViolations(page, 'the org chart with a chain open');
});
