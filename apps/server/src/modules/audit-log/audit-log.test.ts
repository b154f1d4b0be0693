import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@staffdesk/shared/csv';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditEntries } from '../../db/schema/audit';
import { eventRequests } from '../../db/schema/leave';
import { futureWeeks, leaveTestKit } from '../leave/test-support';
import { writeAudit } from '../audit/service';

let t: TestApp;
const { idOf, get, post } = leaveTestKit(() => t);
const nextWeek = futureWeeks();

beforeAll(async () => {
  t = await createTestApp();
  // The demo data's leave would overlap the weeks these tests ask for.
  await t.db.delete(eventRequests);
});
afterAll(() => t.close());

type Entry = {
  actorName: string | null;
  actorId: number | null;
  action: string;
  verb: string;
  entity: string;
  entityId: string;
  remark: string | null;
  at: string;
  changes: { field: string; before: string | null; after: string | null }[];
};

async function leaveRequested(): Promise<number> {
  const week = nextWeek();
  const res = await post('employee', '/api/employee-event-request', {
    typeCode: 'CASUAL',
    fromDate: week.mon,
    toDate: week.tue,
    reason: 'Family visit',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe("a request's history", () => {
  let id: number;
  beforeAll(async () => {
    id = await leaveRequested();
    const approved = await post('manager', `/api/employee-event-request/approve/${id}`, { remark: 'Enjoy the visit' });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('shows the creation and the approval with its remark, oldest first, to the requester', async () => {
    const res = await get('employee', `/api/employee-event-request/${id}/history`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Entry[];
    expect(items.map((e) => e.action)).toEqual(['event-request.create', 'event-request.approve']);
    expect(items[0]).toMatchObject({ verb: 'create', actorId: await idOf('employee'), remark: null, changes: [] });
    expect(items[1]).toMatchObject({
      verb: 'approve',
      actorId: await idOf('manager'),
      actorName: 'Maya Nair',
      remark: 'Enjoy the visit',
    });
    expect(items[1]!.changes).toContainEqual({ field: 'Status', before: 'PENDING', after: 'APPROVED' });
    expect(items[0]!.at <= items[1]!.at).toBe(true);
  });

  it('is shown to the manager, who decides it, and to MD', async () => {
    for (const who of ['manager', 'md']) {
      const res = await get(who, `/api/employee-event-request/${id}/history`);
      expect(res.statusCode, who).toBe(200);
      expect((res.json().items as Entry[]).map((e) => e.verb)).toEqual(['create', 'approve']);
    }
  });

  it('is 404 for another employee, as for a request that does not exist', async () => {
    const res = await get('employee.2fa', `/api/employee-event-request/${id}/history`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such request.' });
    expect((await get('employee', '/api/employee-event-request/2147483647/history')).statusCode).toBe(404);
  });

  it('records a cancellation by the requester', async () => {
    const other = await leaveRequested();
    expect((await post('employee', `/api/employee-event-request/cancel/${other}`)).statusCode).toBe(200);
    const items = (await get('manager', `/api/employee-event-request/${other}/history`)).json().items as Entry[];
    expect(items.map((e) => e.verb)).toEqual(['create', 'cancel']);
    expect(items[1]!.changes).toContainEqual({ field: 'Status', before: 'PENDING', after: 'CANCELLED' });
  });
});

describe('the audit log search', () => {
  let managerId: number;
  let leaveId: number;
  beforeAll(async () => {
    managerId = await idOf('manager');
    leaveId = await leaveRequested();
    expect(
      (await post('manager', `/api/employee-event-request/reject/${leaveId}`, { remark: 'The release week' }))
        .statusCode,
    ).toBe(200);
    // Rows of a known day long ago, for the date filter, and one whose remark a spreadsheet would run.
    await t.db.insert(auditEntries).values([
      {
        actorId: managerId,
        action: 'holiday.create',
        entity: 'holiday',
        entityId: '900001',
        after: { name: 'Old day' },
        at: new Date('2001-03-10T10:00:00Z'),
      },
      {
        actorId: managerId,
        action: 'holiday.update',
        entity: 'holiday',
        entityId: '900001',
        before: { name: 'Old day' },
        after: { name: 'Older day' },
        at: new Date('2001-03-11T23:30:00Z'),
      },
      {
        actorId: managerId,
        action: 'holiday.delete',
        entity: 'holiday',
        entityId: '900001',
        before: { name: 'Older day' },
        at: new Date('2001-03-12T00:30:00Z'),
      },
    ]);
    await writeAudit(t.db, {
      actorId: managerId,
      action: 'event-request.reject',
      entity: 'event-request',
      entityId: 900002,
      before: { status: 'PENDING' },
      after: { status: 'REJECTED', remark: '=HYPERLINK("http://evil.example","x")' },
    });
  });

  const search = (query: string) => get('admin', `/api/audit-entries?${query}`);

  it('filters by actor, entity and action, newest first', async () => {
    const res = await search(`actorId=${managerId}&entity=event-request&action=reject`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: Entry[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(
      page.items.every(
        (e) => e.actorId === managerId && e.entity === 'event-request' && e.action === 'event-request.reject',
      ),
    ).toBe(true);
    expect(page.items.map((e) => e.entityId)).toContain(String(leaveId));
    const ats = page.items.map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
    const whole = (await search(`action=event-request.reject&entity=event-request&actorId=${managerId}`)).json() as {
      total: number;
    };
    expect(whole.total).toBe(page.total);
  });

  it('filters by date range, whole UTC days, both ends included', async () => {
    const one = (await search('from=2001-03-11&to=2001-03-11')).json() as { items: Entry[]; total: number };
    expect(one.items.map((e) => e.action)).toEqual(['holiday.update']);
    expect(one.items[0]!.changes).toEqual([{ field: 'Name', before: 'Old day', after: 'Older day' }]);
    const three = (await search('from=2001-03-10&to=2001-03-12')).json() as { items: Entry[]; total: number };
    expect(three.items.map((e) => e.action)).toEqual(['holiday.delete', 'holiday.update', 'holiday.create']);
  });

  it('pages', async () => {
    const first = (await search('from=2001-03-10&to=2001-03-12&pageSize=2&page=1')).json() as {
      items: Entry[];
      total: number;
      page: number;
      pageSize: number;
    };
    const second = (await search('from=2001-03-10&to=2001-03-12&pageSize=2&page=2')).json() as {
      items: Entry[];
      total: number;
    };
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((e) => e.action)).toEqual(['holiday.delete', 'holiday.update']);
    expect(second.items.map((e) => e.action)).toEqual(['holiday.create']);
  });

  it('refuses bad filters with a clear message', async () => {
    const res = await search('from=2001-03-12&to=2001-03-10');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The from date cannot be after the to date.');
    expect((await search('actorId=abc')).statusCode).toBe(400);
  });

  it('lists the entities and actions the log holds', async () => {
    const res = await get('md', '/api/audit-entries/facets');
    expect(res.statusCode).toBe(200);
    expect(res.json().actors).toContainEqual({ id: managerId, name: 'Maya Nair' });
    expect(res.json().entities).toEqual(expect.arrayContaining(['event-request', 'holiday']));
    expect(res.json().actions).toEqual(expect.arrayContaining(['event-request.create', 'holiday.update']));
  });

  it('exports the filtered rows as CSV, neutralising a cell that starts with =', async () => {
    const res = await get(
      'md',
      `/api/audit-entries/download-csv?entity=event-request&action=reject&actorId=${managerId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'At (UTC)',
      'Actor',
      'Actor id',
      'Action',
      'Entity',
      'Entity id',
      'Remark',
      'Changes',
      'Before',
      'After',
    ]);
    const body = rows.slice(1);
    expect(body.every((r) => r[3] === 'event-request.reject' && r[4] === 'event-request' && r[1] === 'Maya Nair')).toBe(
      true,
    );
    const evil = body.find((r) => r[5] === '900002')!;
    expect(evil[6]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(body.find((r) => r[5] === String(leaveId))![6]).toBe('The release week');
    expect(body.some((r) => r[0]!.startsWith('2001'))).toBe(false);
  });

  it('is refused to an employee and to HR: 403 on the search, the export and the filters', async () => {
    for (const who of ['employee', 'hr.head', 'manager']) {
      for (const url of ['/api/audit-entries', '/api/audit-entries/download-csv', '/api/audit-entries/facets']) {
        const res = await get(who, url);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
      }
    }
  });
});
