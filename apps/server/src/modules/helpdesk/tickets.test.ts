import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { helpdeskTicketComments, helpdeskTickets } from '../../db/schema/helpdesk';
import { userNotifications } from '../../db/schema/notifications';
import { attendanceHelpers, expectFieldError } from '../attendance/test-helpers';
import { fixtures, upload } from '../files/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, idOf, tokenOf, auditRows } = attendanceHelpers(() => t);

const raise = (username: string, body: object) => call(username, 'POST', '/api/helpdesk-tickets', body);
const itTicket = {
  category: 'IT',
  subCategory: 'IT.NETWORK',
  priority: 'HIGH',
  subject: 'VPN drops every hour',
  description: 'The VPN client disconnects every hour since Monday.',
};
const hrTicket = {
  category: 'HR',
  subCategory: 'HR.PAYROLL',
  priority: 'LOW',
  subject: 'Payslip of October missing',
  description: 'I cannot find my October payslip in the portal.',
};

async function latestNotification(username: string) {
  const [row] = await t.db
    .select()
    .from(userNotifications)
    .where(eq(userNotifications.userId, await idOf(username)))
    .orderBy(desc(userNotifications.id))
    .limit(1);
  return row;
}

async function uploadAs(username: string, name: string, data: Buffer) {
  const res = await upload(t, await tokenOf(username), 'TICKET_ATTACHMENT', { name, data });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('an IT ticket, raised, discussed and solved', () => {
  it('routes to the IT desk, carries its attachments, is due by its priority, and is solved once with a note', async () => {
    const screenshot = await uploadAs('employee', 'vpn-error.png', fixtures.png());
    const log = await uploadAs('employee', 'vpn.log', fixtures.log());
    const before = Date.now();
    const created = await raise('employee', { ...itTicket, attachmentIds: [screenshot, log] });
    expect(created.statusCode).toBe(201);
    const ticket = created.json();
    expect(ticket).toMatchObject({
      status: 'OPEN',
      category: 'IT',
      subCategory: 'IT.NETWORK',
      priority: 'HIGH',
      employeeName: 'Rahul Verma',
      overdue: false,
    });
    expect(ticket.attachments.map((a: { name: string }) => a.name)).toEqual(['vpn-error.png', 'vpn.log']);
    const hours = (Date.parse(ticket.dueBy) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThan(8.1);
    expect(await latestNotification('it.head')).toMatchObject({
      title: 'New request to decide',
      link: `/ui/it/approvals?tab=tickets&request=${ticket.id}`,
    });
    expect((await auditRows('helpdesk-ticket', ticket.id, 'helpdesk-ticket.create')).length).toBe(1);

    // The IT desk sees it in its queue; the HR desk neither in its queue nor by id, nor its files.
    const itQueue = (await call('it.head', 'GET', '/api/helpdesk-tickets')).json();
    expect(itQueue.items.map((i: { id: number }) => i.id)).toContain(ticket.id);
    const hrQueue = (await call('hr.head', 'GET', '/api/helpdesk-tickets?status=ALL')).json();
    expect(hrQueue.items.map((i: { id: number }) => i.id)).not.toContain(ticket.id);
    expect((await call('hr.head', 'GET', `/api/helpdesk-tickets/${ticket.id}`)).statusCode).toBe(404);
    expect((await call('hr.head', 'GET', `/api/files/downloadFile/${screenshot}`)).statusCode).toBe(404);
    expect((await call('it.head', 'GET', `/api/files/downloadFile/${screenshot}`)).statusCode).toBe(200);
    expect((await call('manager', 'GET', `/api/files/downloadFile/${log}`)).statusCode).toBe(404);
    expect((await call('employee', 'GET', `/api/files/downloadFile/${log}`)).statusCode).toBe(200);

    // Comments: the desk and the requester, each notifying the other side; nobody else.
    const asked = await call('it.head', 'POST', `/api/helpdesk-tickets/${ticket.id}/comments`, {
      body: 'Which VPN client version do you run?',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ authorName: 'Isha Tiwari', body: 'Which VPN client version do you run?' });
    expect(await latestNotification('employee')).toMatchObject({
      title: 'New comment on your ticket',
      link: `/ui/it/help-desk-list?ticket=${ticket.id}`,
    });
    expect(
      (await call('employee', 'POST', `/api/helpdesk-tickets/${ticket.id}/comments`, { body: 'Version 5.2.1.' }))
        .statusCode,
    ).toBe(201);
    expect(await latestNotification('it.head')).toMatchObject({
      title: 'New comment from the requester',
      body: 'Rahul Verma on "VPN drops every hour": Version 5.2.1.',
    });
    expect(
      (await call('hr.head', 'POST', `/api/helpdesk-tickets/${ticket.id}/comments`, { body: 'Me too' })).statusCode,
    ).toBe(404);
    expect(
      (await call('manager', 'POST', `/api/helpdesk-tickets/${ticket.id}/comments`, { body: 'Me too' })).statusCode,
    ).toBe(404);
    expectFieldError(
      await call('employee', 'POST', `/api/helpdesk-tickets/${ticket.id}/comments`, { body: '   ' }),
      'body',
    );
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(helpdeskTicketComments)
      .where(eq(helpdeskTicketComments.ticketId, ticket.id))) as [{ n: number }];
    expect(n).toBe(2);

    // The HR desk cannot solve it; the IT desk needs a note; then solves it once.
    expect(
      (await call('hr.head', 'POST', `/api/helpdesk-tickets/solve/${ticket.id}`, { remark: 'Done' })).statusCode,
    ).toBe(404);
    expectFieldError(await call('it.head', 'POST', `/api/helpdesk-tickets/solve/${ticket.id}`, {}), 'remark');
    expectFieldError(
      await call('it.head', 'POST', `/api/helpdesk-tickets/solve/${ticket.id}`, { remark: '  ' }),
      'remark',
    );
    const solved = await call('it.head', 'POST', `/api/helpdesk-tickets/solve/${ticket.id}`, {
      remark: 'Updated the VPN client to 5.3.',
    });
    expect(solved.statusCode).toBe(200);
    expect(solved.json()).toMatchObject({
      status: 'SOLVED',
      decidedByName: 'Isha Tiwari',
      remark: 'Updated the VPN client to 5.3.',
    });
    expect(await latestNotification('employee')).toMatchObject({
      title: 'Request solved',
      link: `/ui/it/help-desk-list?ticket=${ticket.id}`,
    });
    const again = await call('it.head', 'POST', `/api/helpdesk-tickets/reject/${ticket.id}`, { remark: 'No' });
    expect(again.statusCode).toBe(409);
    expect(
      (await call('it.head', 'POST', `/api/helpdesk-tickets/${ticket.id}/comments`, { body: 'Late' })).statusCode,
    ).toBe(409);
    expect((await call('employee', 'POST', `/api/helpdesk-tickets/cancel/${ticket.id}`)).statusCode).toBe(409);

    const detail = (await call('employee', 'GET', `/api/helpdesk-tickets/${ticket.id}`)).json();
    expect(detail.history.map((h: { kind: string }) => h.kind)).toEqual(['OPENED', 'COMMENTED', 'COMMENTED', 'SOLVED']);
    expect(detail.comments.map((cm: { body: string }) => cm.body)).toEqual([
      'Which VPN client version do you run?',
      'Version 5.2.1.',
    ]);
    expect(detail).toMatchObject({ mayComment: false, mayDecide: false, mayCancel: false });
  });
});

describe('routing by category', () => {
  it('sends an HR ticket to the HR desk: the IT head can neither see nor solve it, the HR head can', async () => {
    const ticket = (await raise('employee', hrTicket)).json();
    expect((await call('it.head', 'GET', `/api/helpdesk-tickets/${ticket.id}`)).statusCode).toBe(404);
    expect(
      (await call('it.head', 'POST', `/api/helpdesk-tickets/solve/${ticket.id}`, { remark: 'Sent' })).statusCode,
    ).toBe(404);
    const seen = (await call('hr.head', 'GET', `/api/helpdesk-tickets/${ticket.id}`)).json();
    expect(seen).toMatchObject({ id: ticket.id, mayDecide: true, mayCancel: false });
    const solved = await call('hr.head', 'POST', `/api/helpdesk-tickets/solve/${ticket.id}`, {
      remark: 'Uploaded the payslip again.',
    });
    expect(solved.statusCode).toBe(200);
    expect(solved.json().status).toBe('SOLVED');
  });

  it('never lets a decider decide, or find in their queue, their own ticket', async () => {
    const own = (await raise('it.head', { ...itTicket, subject: 'My own laptop is slow' })).json();
    const res = await call('it.head', 'POST', `/api/helpdesk-tickets/solve/${own.id}`, { remark: 'Fine' });
    expect(res.statusCode).toBe(403);
    const queue = (await call('it.head', 'GET', '/api/helpdesk-tickets?status=ALL')).json();
    expect(queue.items.map((i: { id: number }) => i.id)).not.toContain(own.id);
    expect(
      (await call('md', 'POST', `/api/helpdesk-tickets/solve/${own.id}`, { remark: 'Replaced the laptop.' }))
        .statusCode,
    ).toBe(200);
  });

  it("solves the others of a bulk decision and refuses the desk's own ticket in it (403, still open)", async () => {
    const own = (await raise('it.head', { ...itTicket, subject: 'My own keyboard sticks' })).json();
    const theirs = (await raise('employee', { ...itTicket, subject: 'Mouse double-clicks' })).json();
    const res = await call('it.head', 'POST', '/api/helpdesk-tickets/solve', {
      ids: [own.id, theirs.id],
      remark: 'Replaced.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: 1, failed: 1 });
    expect(res.json().results).toEqual([
      { id: own.id, ok: false, statusCode: 403, message: 'You cannot decide your own request.' },
      expect.objectContaining({ id: theirs.id, ok: true, status: 'SOLVED' }),
    ]);
    const statusOf = async (id: number) =>
      (await t.db.select().from(helpdeskTickets).where(eq(helpdeskTickets.id, id)))[0]!.status;
    expect(await statusOf(own.id)).toBe('OPEN');
    expect(await statusOf(theirs.id)).toBe('SOLVED');
    const rejected = await call('it.head', 'POST', `/api/helpdesk-tickets/reject/${own.id}`, {
      remark: 'Not a fault.',
    });
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json()).toEqual({ message: 'You cannot decide your own request.' });
    const detail = (await call('it.head', 'GET', `/api/helpdesk-tickets/${own.id}`)).json();
    expect(detail).toMatchObject({ mayDecide: false, mayCancel: true });
  });

  it('answers an employee who decides nothing with an empty queue', async () => {
    const queue = (await call('employee', 'GET', '/api/helpdesk-tickets')).json();
    expect(queue).toMatchObject({ items: [], total: 0 });
  });
});

describe('bulk decisions and cancelling', () => {
  it('rejects several with one note, answering per id', async () => {
    const a = (await raise('employee', { ...itTicket, subject: 'Printer jam on floor 2' })).json();
    const b = (await raise('manager', { ...itTicket, subject: 'Second monitor flickers' })).json();
    const hr = (await raise('employee', { ...hrTicket, subject: 'Leave balance looks wrong' })).json();
    expectFieldError(await call('it.head', 'POST', '/api/helpdesk-tickets/reject', { ids: [a.id, b.id] }), 'remark');
    expect((await t.db.select().from(helpdeskTickets).where(eq(helpdeskTickets.id, a.id)))[0]!.status).toBe('OPEN');
    const res = await call('it.head', 'POST', '/api/helpdesk-tickets/reject', {
      ids: [a.id, b.id, hr.id],
      remark: 'Raise it with the facilities team.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: 2, failed: 1 });
    expect(res.json().results.find((r: { id: number }) => r.id === hr.id)).toMatchObject({
      ok: false,
      statusCode: 404,
    });
    const rows = await t.db.select().from(helpdeskTickets).where(eq(helpdeskTickets.id, b.id));
    expect(rows[0]).toMatchObject({ status: 'REJECTED', remark: 'Raise it with the facilities team.' });
    const solveAgain = await call('it.head', 'POST', '/api/helpdesk-tickets/solve', { ids: [a.id], remark: 'x' });
    expect(solveAgain.json().results[0]).toMatchObject({ ok: false, statusCode: 409 });
  });

  it('lets only the requester cancel an open ticket', async () => {
    const ticket = (await raise('employee', { ...itTicket, subject: 'Mouse broken' })).json();
    expect((await call('manager', 'POST', `/api/helpdesk-tickets/cancel/${ticket.id}`)).statusCode).toBe(404);
    const cancelled = await call('employee', 'POST', `/api/helpdesk-tickets/cancel/${ticket.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('CANCELLED');
    const mine = (await call('employee', 'GET', '/api/helpdesk-tickets/employee?status=CANCELLED')).json();
    expect(mine.items.map((i: { id: number }) => i.id)).toContain(ticket.id);
  });
});

describe('lists', () => {
  it('filters and searches your own tickets, and orders the queue oldest due first', async () => {
    await raise('employee.2fa', { ...itTicket, priority: 'LOW', subject: 'Trackpad clicks twice' });
    await raise('employee.2fa', { ...itTicket, priority: 'URGENT', subject: 'Cannot sign in to the wiki' });
    const mine = (await call('employee.2fa', 'GET', '/api/helpdesk-tickets/employee?search=trackpad')).json();
    expect(mine.items.map((i: { subject: string }) => i.subject)).toEqual(['Trackpad clicks twice']);
    const urgent = (await call('employee.2fa', 'GET', '/api/helpdesk-tickets/employee?priority=URGENT')).json();
    expect(urgent.items.map((i: { subject: string }) => i.subject)).toEqual(['Cannot sign in to the wiki']);
    const queue = (await call('it.head', 'GET', '/api/helpdesk-tickets?pageSize=200')).json().items as {
      dueBy: string;
      status: string;
    }[];
    expect(queue.every((i) => i.status === 'OPEN')).toBe(true);
    expect(queue.map((i) => i.dueBy)).toEqual([...queue.map((i) => i.dueBy)].sort());
    expect((await call('employee', 'GET', '/api/helpdesk-tickets/employee?status=DONE')).statusCode).toBe(400);
  });

  it("count what the database holds: a desk's categories but not the viewer's own, overdue or not, by number, page by page", async () => {
    const itHead = await idOf('it.head');
    const own = (await raise('it.head', { ...itTicket, subject: 'My own laptop is slow' })).json();
    const late = (await raise('employee', { ...itTicket, priority: 'URGENT', subject: 'Printer on fire' })).json();
    expect([typeof own.id, typeof late.id]).toEqual(['number', 'number']);
    await t.db
      .update(helpdeskTickets)
      .set({ dueBy: new Date(Date.now() - 3_600_000) })
      .where(eq(helpdeskTickets.id, late.id));
    const held = await t.db
      .select({
        id: helpdeskTickets.id,
        employeeId: helpdeskTickets.employeeId,
        category: helpdeskTickets.category,
        status: helpdeskTickets.status,
        dueBy: helpdeskTickets.dueBy,
      })
      .from(helpdeskTickets);
    const desk = held.filter((r) => r.category === 'IT' && r.employeeId !== itHead);
    const ids = async (query: string) => {
      const page = (await call('it.head', 'GET', `/api/helpdesk-tickets?${query}`)).json() as {
        items: { id: number }[];
        total: number;
      };
      return { ids: page.items.map((i) => i.id).sort((a, b) => a - b), total: page.total };
    };
    const sorted = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

    const all = await ids('status=ALL&pageSize=200');
    expect(all).toEqual({ ids: sorted(desk), total: desk.length });
    expect(all.ids).not.toContain(own.id);
    const overdue = desk.filter((r) => r.status === 'OPEN' && r.dueBy.getTime() < Date.now());
    expect(await ids('status=ALL&overdue=true&pageSize=200')).toEqual({ ids: sorted(overdue), total: overdue.length });
    expect(overdue.map((r) => r.id)).toContain(late.id);
    expect((await ids('status=ALL&overdue=false&pageSize=200')).total).toBe(desk.length - overdue.length);
    expect(await ids(`status=ALL&search=%23${late.id}`)).toEqual({ ids: [late.id], total: 1 });
    expect(await ids(`status=ALL&search=%23${own.id}`)).toEqual({ ids: [], total: 0 });

    const second = (await call('it.head', 'GET', '/api/helpdesk-tickets?status=ALL&page=2&pageSize=1')).json();
    expect(second).toMatchObject({ total: desk.length, page: 2 });
    expect(second.items).toHaveLength(desk.length > 1 ? 1 : 0);
    expect((await call('it.head', 'GET', '/api/helpdesk-tickets?status=ALL&page=500')).json()).toMatchObject({
      items: [],
      total: desk.length,
    });
    // HR's head decides HR's tickets only.
    expect(
      (await call('hr.head', 'GET', '/api/helpdesk-tickets?status=ALL&pageSize=200'))
        .json()
        .items.every((i: { category: string }) => i.category === 'HR'),
    ).toBe(true);
  });
});

describe('bad input', () => {
  it('names the field to fix and writes nothing', async () => {
    const [{ n: before }] = (await t.db.select({ n: count() }).from(helpdeskTickets)) as [{ n: number }];
    expectFieldError(await raise('employee', { ...itTicket, category: 'FINANCE' }), 'category');
    expectFieldError(await raise('employee', { ...itTicket, subCategory: 'HR.PAYROLL' }), 'subCategory');
    expectFieldError(await raise('employee', { ...itTicket, priority: 'SOON' }), 'priority');
    expectFieldError(await raise('employee', { ...itTicket, subject: '' }), 'subject');
    expectFieldError(await raise('employee', { ...itTicket, description: 'short' }), 'description');
    const files = await Promise.all([1, 2, 3, 4].map((i) => uploadAs('employee', `shot-${i}.png`, fixtures.png())));
    expectFieldError(await raise('employee', { ...itTicket, attachmentIds: files }), 'attachmentIds');
    // Someone else's upload cannot be attached.
    const theirs = await uploadAs('manager', 'theirs.png', fixtures.png());
    expectFieldError(await raise('employee', { ...itTicket, attachmentIds: [files[0], theirs] }), 'attachmentIds.1');
    const [{ n: after }] = (await t.db.select({ n: count() }).from(helpdeskTickets)) as [{ n: number }];
    expect(after).toBe(before);
    expect((await call('employee', 'GET', '/api/files/downloadFile/' + files[0])).statusCode).toBe(200);
  });
});
