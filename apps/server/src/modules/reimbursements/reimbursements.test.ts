import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { addDays, formatIsoDate } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { files } from '../../db/schema/files';
import { masterItems } from '../../db/schema/master';
import { reimbursements } from '../../db/schema/reimbursements';
import { userNotifications } from '../../db/schema/notifications';
import { attendanceHelpers, expectFieldError } from '../attendance/test-helpers';
import { fixtures, upload } from '../files/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, idOf, tokenOf, todayOf, auditRows } = attendanceHelpers(() => t);

async function receipt(username: string, data = fixtures.pdf(), name = 'receipt.pdf'): Promise<string> {
  const res = await upload(t, await tokenOf(username), 'RECEIPT', { name, data });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function claim(username: string, overrides: Record<string, unknown> = {}) {
  const today = await todayOf(username);
  const receiptIds = 'receiptIds' in overrides ? overrides.receiptIds : [await receipt(username)];
  return call(username, 'POST', '/api/reimbursements', {
    category: 'TRAVEL',
    expenseDate: addDays(today, -3),
    amount: 1250.5,
    description: 'Cab to the client office.',
    ...overrides,
    receiptIds,
  });
}

async function created(username: string, overrides: Record<string, unknown> = {}) {
  const res = await claim(username, overrides);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const rowOf = async (id: number) => (await t.db.select().from(reimbursements).where(eq(reimbursements.id, id)))[0]!;

async function latestNotification(username: string) {
  const [row] = await t.db
    .select()
    .from(userNotifications)
    .where(eq(userNotifications.userId, await idOf(username)))
    .orderBy(desc(userNotifications.id))
    .limit(1);
  return row;
}

describe('a claim, approved by finance and marked paid', () => {
  it('is stored with its receipt, decided, paid; the employee sees the reference; each step is in the database', async () => {
    const receiptId = await receipt('employee');
    const res = await claim('employee', { receiptIds: [receiptId] });
    expect(res.statusCode).toBe(201);
    const claimed = res.json();
    expect(claimed).toMatchObject({
      status: 'PENDING',
      category: 'TRAVEL',
      categoryLabel: 'Travel',
      amount: 1250.5,
      currency: 'INR',
      employeeName: 'Rahul Verma',
      department: 'Engineering',
      paymentReference: null,
    });
    expect(claimed.receipts.map((r: { id: string }) => r.id)).toEqual([receiptId]);
    const [file] = await t.db.select().from(files).where(eq(files.id, receiptId));
    expect(file).toMatchObject({ entity: 'reimbursement', entityId: String(claimed.id) });
    expect(file!.attachedAt).not.toBeNull();
    // Money in rupees and dates in words, as the screens write them.
    const described = `a reimbursement of ₹1,250.50 spent on ${formatIsoDate(claimed.expenseDate)}`;
    expect(await latestNotification('finance.head')).toMatchObject({
      title: 'New request to decide',
      body: `Rahul Verma asks for ${described}.`,
      link: `/ui/human-resources/approvals?tab=reimbursements&request=${claimed.id}`,
    });
    expect((await auditRows('reimbursement', claimed.id, 'reimbursement.create')).length).toBe(1);

    // Finance reads the receipt before deciding.
    const download = await call('finance.head', 'GET', claimed.receipts[0].downloadPath.replace(/^(?!\/api)/, '/api'));
    expect(download.statusCode).toBe(200);

    const approved = await call('finance.head', 'POST', `/api/reimbursements/approve/${claimed.id}`, {
      remark: 'Within the travel policy.',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'APPROVED',
      decidedByName: 'Farhan Shaikh',
      remark: 'Within the travel policy.',
    });
    expect(await rowOf(claimed.id)).toMatchObject({
      status: 'APPROVED',
      decidedBy: await idOf('finance.head'),
      remark: 'Within the travel policy.',
    });
    expect(await latestNotification('employee')).toMatchObject({
      title: 'Request approved',
      body: `Your request for ${described} was approved: Within the travel policy.`,
      link: `/ui/human-resources/reimbursement-request-list?request=${claimed.id}`,
    });

    const again = await call('md', 'POST', `/api/reimbursements/reject/${claimed.id}`, { remark: 'No.' });
    expect(again.statusCode).toBe(409);
    expect(await rowOf(claimed.id)).toMatchObject({ status: 'APPROVED' });

    const paid = await call('finance.head', 'POST', `/api/reimbursements/pay/${claimed.id}`, {
      paymentReference: 'NEFT-2026-0042',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'PAID',
      paymentReference: 'NEFT-2026-0042',
      paidByName: 'Farhan Shaikh',
    });
    const row = await rowOf(claimed.id);
    expect(row).toMatchObject({
      status: 'PAID',
      paymentReference: 'NEFT-2026-0042',
      paidBy: await idOf('finance.head'),
    });
    expect(row.paidAt).not.toBeNull();
    expect((await auditRows('reimbursement', claimed.id, 'reimbursement.pay')).length).toBe(1);
    expect(await latestNotification('employee')).toMatchObject({
      title: 'Reimbursement paid',
      body: 'Your claim of ₹1,250.50 was paid (reference NEFT-2026-0042).',
    });

    const twice = await call('finance.head', 'POST', `/api/reimbursements/pay/${claimed.id}`, {
      paymentReference: 'NEFT-2026-0043',
    });
    expect(twice.statusCode).toBe(409);
    expect((await rowOf(claimed.id)).paymentReference).toBe('NEFT-2026-0042');

    const mine = await call('employee', 'GET', '/api/reimbursements/employee?status=PAID');
    expect(mine.json().items.find((c: { id: number }) => c.id === claimed.id)).toMatchObject({
      status: 'PAID',
      paymentReference: 'NEFT-2026-0042',
      remark: 'Within the travel policy.',
    });
  });

  it('a rejection keeps its remark; the claim cannot then be paid', async () => {
    const claimed = await created('employee.2fa');
    const rejected = await call('md', 'POST', `/api/reimbursements/reject/${claimed.id}`, {
      remark: 'The receipt is not itemised.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await rowOf(claimed.id)).toMatchObject({
      status: 'REJECTED',
      remark: 'The receipt is not itemised.',
      decidedBy: await idOf('md'),
    });
    expect(
      (await call('finance.head', 'POST', `/api/reimbursements/pay/${claimed.id}`, { paymentReference: 'NEFT-1' }))
        .statusCode,
    ).toBe(409);
  });
});

describe('POST /api/reimbursements: the rules, refused with 400 naming the field and storing nothing', () => {
  const countOf = async (username: string) =>
    (
      await t.db
        .select()
        .from(reimbursements)
        .where(eq(reimbursements.employeeId, await idOf(username)))
    ).length;

  it('refuses a future date, one more than 90 days back, a negative or zero amount, three decimals, an unknown category', async () => {
    const today = await todayOf('pm');
    const before = await countOf('pm');
    expectFieldError(await claim('pm', { expenseDate: addDays(today, 1) }), 'expenseDate');
    expectFieldError(await claim('pm', { expenseDate: addDays(today, -91) }), 'expenseDate');
    expectFieldError(await claim('pm', { expenseDate: '2026-02-30' }), 'expenseDate');
    expectFieldError(await claim('pm', { amount: -10 }), 'amount');
    expectFieldError(await claim('pm', { amount: 0 }), 'amount');
    expectFieldError(await claim('pm', { amount: 10.123 }), 'amount');
    expectFieldError(await claim('pm', { amount: '100' }), 'amount');
    expectFieldError(await claim('pm', { category: 'YACHT' }), 'category');
    expectFieldError(await claim('pm', { description: '' }), 'description');
    const future = await claim('pm', { expenseDate: addDays(today, 1) });
    expect(future.json().message).toBe('The expense date cannot be in the future.');
    expect(await countOf('pm')).toBe(before);
    // Today and exactly 90 days back are fine.
    expect((await claim('pm', { expenseDate: today })).statusCode).toBe(201);
    expect((await claim('pm', { expenseDate: addDays(today, -90) })).statusCode).toBe(201);
  });

  it('takes up to five receipts, refuses a sixth, and needs one above 500', async () => {
    const before = await countOf('manager');
    const six = await Promise.all(Array.from({ length: 6 }, () => receipt('manager')));
    const tooMany = await claim('manager', { receiptIds: six });
    expectFieldError(tooMany, 'receiptIds');
    expect(tooMany.json().errorDetails.join(' ')).toContain('at most 5 receipts');
    expectFieldError(await claim('manager', { receiptIds: [], amount: 501 }), 'receiptIds');
    expectFieldError(await claim('manager', { receiptIds: [six[0], six[0]] }), 'receiptIds');
    expect(await countOf('manager')).toBe(before);
    const five = await created('manager', { receiptIds: six.slice(0, 5) });
    expect(five.receipts).toHaveLength(5);
    const small = await created('manager', { receiptIds: [], amount: 499.99 });
    expect(small).toMatchObject({ amount: 499.99, receipts: [] });
  });

  it("refuses someone else's receipt, one already held by a claim, and a file of another category, rolling the claim back", async () => {
    const before = await countOf('pm');
    const others = await receipt('employee');
    const refused = await claim('pm', { receiptIds: [others] });
    expectFieldError(refused, 'receiptIds.0');
    const held = (await created('pm')).receipts[0].id;
    expectFieldError(await claim('pm', { receiptIds: [held] }), 'receiptIds.0');
    const picture = await upload(t, await tokenOf('pm'), 'PROFILE_PICTURE', { name: 'me.png', data: fixtures.png() });
    expectFieldError(await claim('pm', { receiptIds: [picture.json().id] }), 'receiptIds.0');
    const mine = await receipt('pm');
    expectFieldError(await claim('pm', { receiptIds: [mine, others] }), 'receiptIds.1');
    expect(await countOf('pm')).toBe(before + 1);
    // The first receipt of the refused claim is free again: the whole claim rolled back.
    const [file] = await t.db.select().from(files).where(eq(files.id, mine));
    expect(file!.attachedAt).toBeNull();
  });

  it('refuses a receipt that is not a PDF or an image by its bytes, whatever its name says', async () => {
    const res = await upload(t, await tokenOf('employee'), 'RECEIPT', { name: 'receipt.pdf', data: fixtures.gif() });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/PDF, PNG or JPEG/);
  });
});

describe('who may see, decide, cancel and pay', () => {
  it("another employee's claim is 404; its claimant and finance read it", async () => {
    const claimed = await created('employee');
    expect((await call('employee', 'GET', `/api/reimbursements/${claimed.id}`)).statusCode).toBe(200);
    expect((await call('finance.head', 'GET', `/api/reimbursements/${claimed.id}`)).statusCode).toBe(200);
    for (const username of ['employee.2fa', 'manager', 'hr.head']) {
      const res = await call(username, 'GET', `/api/reimbursements/${claimed.id}`);
      expect(res.statusCode, username).toBe(404);
    }
    expect((await call('employee.2fa', 'POST', `/api/reimbursements/cancel/${claimed.id}`)).statusCode).toBe(404);
    expect((await call('finance.head', 'GET', '/api/reimbursements/2000000000')).statusCode).toBe(404);
  });

  it('a decision without the permission is 403 or 404, and changes nothing; nobody decides or pays their own claim', async () => {
    const claimed = await created('employee');
    for (const username of ['manager', 'hr.head', 'it.head']) {
      const res = await call(username, 'POST', `/api/reimbursements/approve/${claimed.id}`);
      expect([403, 404], username).toContain(res.statusCode);
    }
    expect((await call('hr.head', 'GET', '/api/reimbursements')).statusCode).toBe(403);
    expect(
      (await call('hr.head', 'POST', `/api/reimbursements/pay/${claimed.id}`, { paymentReference: 'NEFT-9' }))
        .statusCode,
    ).toBe(403);
    expect(await rowOf(claimed.id)).toMatchObject({ status: 'PENDING', decidedBy: null });

    const own = await created('finance.head');
    const self = await call('finance.head', 'POST', `/api/reimbursements/approve/${own.id}`);
    expect(self.statusCode).toBe(403);
    expect((await call('md', 'POST', `/api/reimbursements/approve/${own.id}`)).statusCode).toBe(200);
    const paySelf = await call('finance.head', 'POST', `/api/reimbursements/pay/${own.id}`, {
      paymentReference: 'NEFT-SELF',
    });
    expect(paySelf.statusCode).toBe(403);
    expect(paySelf.json()).toEqual({ message: 'You cannot decide your own request.' });
    expect(await rowOf(own.id)).toMatchObject({ status: 'APPROVED', paymentReference: null });
  });

  it('the claimant cancels a pending claim; a decided one cannot be cancelled', async () => {
    const claimed = await created('employee');
    const cancelled = await call('employee', 'POST', `/api/reimbursements/cancel/${claimed.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(await rowOf(claimed.id)).toMatchObject({ status: 'CANCELLED' });
    expect((await call('employee', 'POST', `/api/reimbursements/cancel/${claimed.id}`)).statusCode).toBe(409);
    expect((await call('finance.head', 'POST', `/api/reimbursements/approve/${claimed.id}`)).statusCode).toBe(409);
  });

  it('refuses a missing payment reference with 400 naming it', async () => {
    const claimed = await created('employee');
    await call('finance.head', 'POST', `/api/reimbursements/approve/${claimed.id}`);
    expectFieldError(
      await call('finance.head', 'POST', `/api/reimbursements/pay/${claimed.id}`, {}),
      'paymentReference',
    );
    expectFieldError(
      await call('finance.head', 'POST', `/api/reimbursements/pay/${claimed.id}`, { paymentReference: ' ' }),
      'paymentReference',
    );
    expect(await rowOf(claimed.id)).toMatchObject({ status: 'APPROVED', paymentReference: null });
  });
});

describe('bulk: approve-multiple, reject-multiple, pay-multiple', () => {
  it('answers per id: decided, already decided (409), own (403), missing (404); pays the approved ones', async () => {
    const a = await created('employee');
    const b = await created('pm');
    const own = await created('finance.head');
    await call('md', 'POST', `/api/reimbursements/reject/${b.id}`, { remark: 'Duplicate.' });
    const res = await call('finance.head', 'POST', '/api/reimbursements/approve-multiple', {
      ids: [a.id, b.id, own.id, 2_000_000_000],
      remark: 'Batch of the week.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: 1, failed: 3 });
    expect(res.json().results.map((r: { id: number; statusCode: number }) => [r.id, r.statusCode])).toEqual([
      [a.id, 200],
      [b.id, 409],
      [own.id, 403],
      [2_000_000_000, 404],
    ]);
    expect(await rowOf(a.id)).toMatchObject({ status: 'APPROVED', remark: 'Batch of the week.' });
    expect(await rowOf(b.id)).toMatchObject({ status: 'REJECTED', remark: 'Duplicate.' });

    const c = await created('manager');
    const rejected = await call('finance.head', 'POST', '/api/reimbursements/reject-multiple', {
      ids: [c.id],
      remark: 'Not a business expense.',
    });
    expect(rejected.json()).toMatchObject({ succeeded: 1, failed: 0 });
    expect(await rowOf(c.id)).toMatchObject({ status: 'REJECTED', remark: 'Not a business expense.' });

    const paid = await call('finance.head', 'POST', '/api/reimbursements/pay-multiple', {
      ids: [a.id, c.id],
      paymentReference: 'BATCH-11',
    });
    expect(paid.json().results.map((r: { id: number; statusCode: number }) => [r.id, r.statusCode])).toEqual([
      [a.id, 200],
      [c.id, 409],
    ]);
    expect(await rowOf(a.id)).toMatchObject({ status: 'PAID', paymentReference: 'BATCH-11' });
    expect(await rowOf(c.id)).toMatchObject({ status: 'REJECTED', paymentReference: null });
    expectFieldError(
      await call('finance.head', 'POST', '/api/reimbursements/pay-multiple', { ids: [], paymentReference: 'X-1' }),
      'ids',
    );
  });

  it("pays the others of a pay-multiple and refuses the payer's own claim in it (403, unpaid)", async () => {
    const theirs = await created('employee');
    const own = await created('finance.head');
    for (const claim of [theirs, own])
      expect((await call('md', 'POST', `/api/reimbursements/approve/${claim.id}`)).statusCode).toBe(200);
    const res = await call('finance.head', 'POST', '/api/reimbursements/pay-multiple', {
      ids: [theirs.id, own.id],
      paymentReference: 'BATCH-OWN',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { id: theirs.id, ok: true, status: 'PAID', statusCode: 200, message: 'Claim marked paid.' },
        { id: own.id, ok: false, statusCode: 403, message: 'You cannot decide your own request.' },
      ],
      succeeded: 1,
      failed: 1,
    });
    expect(await rowOf(theirs.id)).toMatchObject({
      status: 'PAID',
      paymentReference: 'BATCH-OWN',
      paidBy: await idOf('finance.head'),
    });
    expect(await rowOf(own.id)).toMatchObject({ status: 'APPROVED', paymentReference: null, paidBy: null });
  });
});

describe('the payment step, in the request lifecycle', () => {
  it("lets finance's delegate pay on its behalf: the audit row names both, the employee sees the reference and the step", async () => {
    const claimed = await created('employee', { amount: 480, receiptIds: [] });
    expect((await call('finance.head', 'POST', `/api/reimbursements/approve/${claimed.id}`, {})).statusCode).toBe(200);
    const today = await todayOf('finance.head');
    const delegation = await call('finance.head', 'POST', '/api/delegations', {
      delegateId: await idOf('business.head'),
      startsOn: today,
      endsOn: addDays(today, 1),
    });
    expect(delegation.statusCode, delegation.body).toBe(201);
    try {
      const paid = await call('business.head', 'POST', `/api/reimbursements/pay/${claimed.id}`, {
        paymentReference: 'NEFT-DELEGATE-7',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({
        status: 'PAID',
        paymentReference: 'NEFT-DELEGATE-7',
        paidByName: 'Bhavna Kapoor',
      });
      const [audit] = await auditRows('reimbursement', claimed.id, 'reimbursement.pay');
      expect(audit).toMatchObject({
        actorId: await idOf('business.head'),
        before: expect.objectContaining({ status: 'APPROVED', paymentReference: null }),
        after: expect.objectContaining({
          status: 'PAID',
          paymentReference: 'NEFT-DELEGATE-7',
          onBehalfOf: 'Farhan Shaikh',
        }),
      });
      expect(await latestNotification('employee')).toMatchObject({
        title: 'Reimbursement paid',
        body: 'Your claim of ₹480.00 was paid (reference NEFT-DELEGATE-7).',
        link: `/ui/human-resources/reimbursement-request-list?request=${claimed.id}`,
      });
      const history = (await call('employee', 'GET', `/api/reimbursements/${claimed.id}/history`)).json() as {
        items: { action: string; actorId: number }[];
      };
      expect(history.items.map((e) => e.action)).toEqual([
        'reimbursement.create',
        'reimbursement.approve',
        'reimbursement.pay',
      ]);
    } finally {
      expect((await call('finance.head', 'POST', `/api/delegations/${delegation.json().id}/cancel`)).statusCode).toBe(
        200,
      );
    }
  });
});

describe('lists', () => {
  it("finance's list is PENDING by default, filters by status and searches by name; the claimant's own list holds only theirs", async () => {
    const claimed = await created('employee.2fa', { category: 'FOOD', amount: 320, receiptIds: [] });
    const pending = (await call('finance.head', 'GET', '/api/reimbursements?pageSize=200')).json();
    expect(pending.items.every((c: { status: string }) => c.status === 'PENDING')).toBe(true);
    expect(pending.items.some((c: { id: number }) => c.id === claimed.id)).toBe(true);
    const searched = (
      await call('finance.head', 'GET', '/api/reimbursements?status=ALL&search=sara&pageSize=200')
    ).json();
    expect(searched.items.length).toBeGreaterThan(0);
    expect(searched.items.every((c: { employeeName: string }) => c.employeeName === 'Sara Khan')).toBe(true);
    const byAmount = (
      await call('finance.head', 'GET', '/api/reimbursements?status=ALL&sort=amount&order=asc&pageSize=200')
    )
      .json()
      .items.map((c: { amount: number }) => c.amount);
    expect(byAmount).toEqual([...byAmount].sort((x, y) => x - y));
    expect((await call('finance.head', 'GET', '/api/reimbursements?sort=colour')).statusCode).toBe(400);

    const own = (await call('employee.2fa', 'GET', '/api/reimbursements/employee?pageSize=200')).json();
    expect(own.items.every((c: { employeeId: number }) => c.employeeId === own.items[0].employeeId)).toBe(true);
    expect(own.items[0]).toMatchObject({ id: claimed.id, categoryLabel: 'Food' });
  });

  it('count what the database holds for each filter, page by page, and past the last page', async () => {
    const employeeId = await idOf('employee.2fa');
    await created('employee.2fa', { category: 'FOOD', amount: 410, receiptIds: [] });
    const held = await t.db
      .select({
        id: reimbursements.id,
        status: reimbursements.status,
        category: reimbursements.category,
        employeeId: reimbursements.employeeId,
      })
      .from(reimbursements);
    const pendingIds = held.filter((c) => c.status === 'PENDING').map((c) => c.id);
    const first = (await call('finance.head', 'GET', '/api/reimbursements?pageSize=2')).json();
    expect(first).toMatchObject({ total: pendingIds.length, page: 1, pageSize: 2 });
    const second = (await call('finance.head', 'GET', '/api/reimbursements?page=2&pageSize=2')).json();
    expect(second.total).toBe(pendingIds.length);
    const pages = [...first.items, ...second.items].map((c: { id: number }) => c.id);
    expect(new Set(pages).size).toBe(Math.min(4, pendingIds.length));
    expect(pages.every((id: number) => pendingIds.includes(id))).toBe(true);
    // A page past the end has no row, and still says how many there are.
    expect((await call('finance.head', 'GET', '/api/reimbursements?page=99&pageSize=2')).json()).toMatchObject({
      items: [],
      total: pendingIds.length,
      page: 99,
    });

    const foodOfOne = (
      await call(
        'finance.head',
        'GET',
        `/api/reimbursements?status=ALL&category=FOOD&employeeId=${employeeId}&pageSize=200`,
      )
    ).json();
    const expected = held.filter((c) => c.category === 'FOOD' && c.employeeId === employeeId).map((c) => c.id);
    expect(foodOfOne.total).toBe(expected.length);
    expect(foodOfOne.items.map((c: { id: number }) => c.id).sort()).toEqual(expected.sort());
    const paid = (await call('finance.head', 'GET', '/api/reimbursements?status=PAID&pageSize=1')).json();
    expect(paid.total).toBe(held.filter((c) => c.status === 'PAID').length);
    expect(
      (await call('finance.head', 'GET', '/api/reimbursements?status=ALL&search=nobody-by-this-name')).json(),
    ).toMatchObject({ items: [], total: 0 });

    const own = (await call('employee.2fa', 'GET', '/api/reimbursements/employee?status=PENDING&pageSize=1')).json();
    expect(own.total).toBe(held.filter((c) => c.employeeId === employeeId && c.status === 'PENDING').length);
    expect((await call('employee.2fa', 'GET', '/api/reimbursements/employee?page=50')).json()).toMatchObject({
      items: [],
      total: held.filter((c) => c.employeeId === employeeId).length,
    });
  });
  it("shows each claim's category by the master list's label as it is now, and the code when its entry is gone", async () => {
    const food = await created('employee.2fa', { category: 'FOOD', amount: 75, receiptIds: [] });
    const travel = await created('employee.2fa', { category: 'TRAVEL', amount: 80, receiptIds: [] });
    const labels = async () => {
      const items = (await call('finance.head', 'GET', '/api/reimbursements?status=ALL&pageSize=200')).json().items as {
        id: number;
        categoryLabel: string;
      }[];
      return [food.id, travel.id].map((id) => items.find((c) => c.id === id)?.categoryLabel);
    };
    expect(await labels()).toEqual(['Food', 'Travel']);
    const [item] = await t.db
      .select()
      .from(masterItems)
      .where(and(eq(masterItems.group, 'reimbursementCategories'), eq(masterItems.code, 'FOOD')));
    try {
      await t.db.update(masterItems).set({ label: 'Meals' }).where(eq(masterItems.id, item!.id));
      expect(await labels()).toEqual(['Meals', 'Travel']);
      await t.db.delete(masterItems).where(eq(masterItems.id, item!.id));
      expect(await labels()).toEqual(['FOOD', 'Travel']);
    } finally {
      await t.db
        .insert(masterItems)
        .values(item!)
        .onConflictDoUpdate({ target: masterItems.id, set: { label: item!.label } });
    }
  });

  it('pages after the first are the slices of the whole list, in every sort and order', async () => {
    await created('employee.2fa', { category: 'FOOD', amount: 410, receiptIds: [] });
    await created('employee.2fa', { category: 'TRAVEL', amount: 90, receiptIds: [] });
    for (const order of ['amount&order=asc', 'employeeName&order=desc', 'createdAt&order=desc', 'category&order=asc']) {
      const whole = (
        await call('finance.head', 'GET', `/api/reimbursements?status=ALL&sort=${order}&pageSize=200`)
      ).json();
      const ids = whole.items.map((c: { id: number }) => c.id);
      expect(ids.length).toBeGreaterThan(6);
      for (let page = 2; (page - 1) * 3 < ids.length; page++) {
        const part = (
          await call('finance.head', 'GET', `/api/reimbursements?status=ALL&sort=${order}&page=${page}&pageSize=3`)
        ).json();
        expect(part.total, order).toBe(whole.total);
        expect(
          part.items.map((c: { id: number }) => c.id),
          `${order}, page ${page}`,
        ).toEqual(ids.slice((page - 1) * 3, page * 3));
      }
    }
  });
});

describe('demo data', () => {
  it('holds claims in every status with receipts finance can open, and issued assets with one returned', async () => {
    const all = (await call('finance.head', 'GET', '/api/reimbursements?status=ALL&pageSize=200')).json();
    const statuses = new Set(all.items.map((c: { status: string }) => c.status));
    for (const status of ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'PAID'])
      expect(statuses, status).toContain(status);
    const withReceipt = all.items.find((c: { receipts: unknown[] }) => c.receipts.length > 0);
    const download = await call(
      'finance.head',
      'GET',
      `/api${withReceipt.receipts[0].downloadPath.replace(/^\/api/, '')}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const assets = (await call('employee', 'GET', '/api/assets/issued')).json();
    expect(assets.items.some((a: { returnedOn: string | null }) => a.returnedOn === null)).toBe(true);
    expect(assets.items.some((a: { returnedOn: string | null }) => a.returnedOn !== null)).toBe(true);
  });
});
