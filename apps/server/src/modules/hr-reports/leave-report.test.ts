import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TLeaveReport } from '@staffdesk/shared/schemas/hr-reports';
import { createTestApp, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema/identity';
import { holidays } from '../../db/schema/calendar';
import { eventBalances, eventRequests } from '../../db/schema/leave';
import { employees } from '../../db/schema/organisation';
import { attendanceHelpers, expectFieldError } from '../attendance/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, idOf } = attendanceHelpers(() => t);

const lines = (body: string) => body.replace(/^\ufeff/, '').split('\r\n');

// February 2031, far from the demo data: 30 and 31 January are a Thursday and a Friday, 1 and 2 February a
// weekend, 4 February a holiday set below.
const MONTH = '2031-02';

describe('GET /api/hr-report/employee/leaves and /api/hr-report/download-csv/leaves', () => {
  let rahul: number;
  let priya: number;
  beforeAll(async () => {
    rahul = await idOf('employee');
    priya = await idOf('hr.head');
    await t.db.insert(holidays).values({ date: '2031-02-04', name: 'Test holiday' });
    await t.db
      .insert(eventBalances)
      .values({ employeeId: rahul, typeCode: 'CASUAL', year: 2031, allotted: 8, used: 3 });
    const approved = { employeeId: rahul, status: 'APPROVED', reason: 'Report test' } as const;
    await t.db.insert(eventRequests).values([
      // Thursday 30 January to Tuesday 4 February: 2 days in January, then Monday 3 (4 is the holiday).
      { ...approved, typeCode: 'CASUAL', fromDate: '2031-01-30', toDate: '2031-02-04', days: 3 },
      { ...approved, typeCode: 'SICK', fromDate: '2031-02-10', toDate: '2031-02-10', halfDay: 'FIRST_HALF', days: 0.5 },
      { ...approved, typeCode: 'WFH', fromDate: '2031-02-12', toDate: '2031-02-13', days: 2 },
      // Neither a pending nor a rejected request is counted; nor leave of the next month.
      { ...approved, status: 'PENDING', typeCode: 'CASUAL', fromDate: '2031-02-17', toDate: '2031-02-17', days: 1 },
      { ...approved, status: 'REJECTED', typeCode: 'EARNED', fromDate: '2031-02-18', toDate: '2031-02-18', days: 1 },
      { ...approved, typeCode: 'EARNED', fromDate: '2031-03-03', toDate: '2031-03-03', days: 1 },
      // Priya is away in the month although she has left since.
      {
        ...approved,
        employeeId: priya,
        typeCode: 'LOSS_OF_PAY',
        fromDate: '2031-02-05',
        toDate: '2031-02-05',
        days: 1,
      },
    ]);
  });

  it("counts each type's approved working days in the month and each balance at its end", async () => {
    const res = await call('md', 'GET', `/api/hr-report/employee/leaves?monthYear=${MONTH}`);
    expect(res.statusCode, res.body).toBe(200);
    const report: TLeaveReport = res.json();
    expect(report.monthYear).toBe(MONTH);
    expect(report.types.map((ty) => ty.code)).toEqual(['CASUAL', 'SICK', 'EARNED', 'COMP_OFF', 'LOSS_OF_PAY', 'WFH']);
    const row = report.items.find((r) => r.employeeId === rahul)!;
    expect(row).toMatchObject({ employeeName: 'Rahul Verma', department: 'Engineering', leaveDays: 1.5 });
    expect(row.days).toEqual({ CASUAL: 1, SICK: 0.5, EARNED: 0, COMP_OFF: 0, LOSS_OF_PAY: 0, WFH: 2 });
    // Casual: the 8 HR set for 2031 less January's 2 and February's 1; Sick and Earned: the type's allotment.
    expect(row.balances).toEqual({ CASUAL: 5, SICK: 9.5, EARNED: 15, COMP_OFF: 0 });

    const january = (
      await call('md', 'GET', '/api/hr-report/employee/leaves?monthYear=2031-01')
    ).json() as TLeaveReport;
    const inJanuary = january.items.find((r) => r.employeeId === rahul)!;
    expect(inJanuary.days.CASUAL).toBe(2);
    expect(inJanuary.balances.CASUAL).toBe(6);
    const codes = report.items.map((r) => r.employeeCode!);
    expect(codes).toEqual([...codes].sort());
  });

  it('lists who had joined by the month end and is active, or was away in the month', async () => {
    const someone = (
      await call('md', 'GET', `/api/hr-report/employee/leaves?monthYear=${MONTH}`)
    ).json() as TLeaveReport;
    const other = someone.items.find((r) => r.employeeId !== rahul && r.employeeId !== priya)!;
    await t.db.update(employees).set({ dateOfJoining: '2031-03-01' }).where(eq(employees.userId, other.employeeId));
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, priya));
    try {
      const report = (
        await call('md', 'GET', `/api/hr-report/employee/leaves?monthYear=${MONTH}`)
      ).json() as TLeaveReport;
      const ids = report.items.map((r) => r.employeeId);
      expect(ids).not.toContain(other.employeeId);
      expect(report.items.find((r) => r.employeeId === priya)).toMatchObject({
        leaveDays: 1,
        days: { LOSS_OF_PAY: 1 },
      });
      const march = (
        await call('md', 'GET', '/api/hr-report/employee/leaves?monthYear=2031-03')
      ).json() as TLeaveReport;
      expect(march.items.map((r) => r.employeeId)).toContain(other.employeeId);
      expect(march.items.map((r) => r.employeeId)).not.toContain(priya);
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.id, priya));
      await t.db.update(employees).set({ dateOfJoining: '2020-01-01' }).where(eq(employees.userId, other.employeeId));
    }
  });

  it('answers the same as CSV with a BOM, CRLF and a column per type and balance', async () => {
    const res = await call('hr.head', 'GET', `/api/hr-report/download-csv/leaves?monthYear=${MONTH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="leaves-${MONTH}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.replace(/\r\n/g, '')).not.toContain('\n');
    const rows = lines(res.body);
    expect(rows[0]).toBe(
      'Employee code,Name,Department,Casual Leave (days),Sick Leave (days),Earned Leave (days),' +
        'Compensatory Off (days),Loss of Pay (days),Work From Home (days),Leave days,' +
        'Casual Leave balance at month end,Sick Leave balance at month end,Earned Leave balance at month end,' +
        'Compensatory Off balance at month end',
    );
    expect(rows.find((r) => r.includes('Rahul Verma'))).toMatch(
      /^[^,]+,Rahul Verma,Engineering,1,0\.5,0,0,0,2,1\.5,5,9\.5,15,0$/,
    );
    const json = (
      await call('hr.head', 'GET', `/api/hr-report/employee/leaves?monthYear=${MONTH}`)
    ).json() as TLeaveReport;
    expect(rows.filter((r) => r !== '')).toHaveLength(json.items.length + 1);
  });

  it('keeps a formula out of a cell', async () => {
    await t.db.update(employees).set({ department: '=SUM(A1:A2)' }).where(eq(employees.userId, rahul));
    try {
      const rows = lines((await call('md', 'GET', `/api/hr-report/download-csv/leaves?monthYear=${MONTH}`)).body);
      expect(rows.find((r) => r.includes('Rahul Verma'))).toContain(",Rahul Verma,'=SUM(A1:A2),");
    } finally {
      await t.db.update(employees).set({ department: 'Engineering' }).where(eq(employees.userId, rahul));
    }
  });

  it('refuses a bad month with 400 naming it, and anyone without the reports (403)', async () => {
    for (const path of ['/api/hr-report/employee/leaves', '/api/hr-report/download-csv/leaves']) {
      expectFieldError(await call('md', 'GET', `${path}?monthYear=2031-13`), 'query.monthYear');
      expectFieldError(await call('md', 'GET', path), 'query.monthYear');
      for (const username of ['employee', 'finance.head', 'it.head']) {
        expect((await call(username, 'GET', `${path}?monthYear=${MONTH}`)).statusCode, username).toBe(403);
      }
    }
  });
});
