import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { attendanceHelpers, expectFieldError } from '../attendance/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, todayOf } = attendanceHelpers(() => t);

const lines = (body: string) => body.replace(/^\ufeff/, '').split('\r\n');

describe('GET /api/hr-report/download-csv/reimbursements', () => {
  it("lists the month's claims with BOM and CRLF, formula-safe, and totals per category that leave out rejected and cancelled claims", async () => {
    const today = await todayOf('employee');
    const month = today.slice(0, 7);
    const day = `${month}-01` <= addDays(today, 0) ? `${month}-01` : today;
    const made = await call('employee', 'POST', '/api/reimbursements', {
      category: 'INTERNET',
      expenseDate: day,
      amount: 450.25,
      description: '=HYPERLINK("http://evil.example")',
      receiptIds: [],
    });
    expect(made.statusCode, made.body).toBe(201);
    const res = await call('hr.head', 'GET', `/api/hr-report/download-csv/reimbursements?monthYear=${month}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="reimbursements-${month}.csv"`);
    expect(res.body.startsWith('\ufeff')).toBe(true);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = lines(res.body);
    expect(rows[0]).toBe(
      'Employee code,Name,Department,Category,Expense date,Amount,Currency,Status,Decided by,Payment reference,Description',
    );
    expect(res.body.replace(/\r\n/g, '')).not.toContain('\n');
    const mine = rows.find((r) => r.includes('450.25'));
    expect(mine).toContain(`Rahul Verma,Engineering,Internet,${day},450.25,INR,PENDING`);
    expect(mine).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    const claims = rows.slice(1, rows.indexOf(''));
    expect(claims.every((r) => r.split(',')[4]?.startsWith(month))).toBe(true);
    const totalsAt = rows.findIndex((r) => r.startsWith('"Totals'));
    expect(totalsAt).toBeGreaterThan(0);
    const counted = claims.filter((r) => !/,(REJECTED|CANCELLED),/.test(r));
    const sum = counted.reduce((n, r) => n + Number(r.split(',')[5]), 0);
    const all = rows.find((r) => r.startsWith(',,,All categories,'))!;
    expect(all).toBe(`,,,All categories,${counted.length},${sum.toFixed(2)}`);
    expect(rows.some((r) => r.startsWith(',,,Internet,'))).toBe(true);
  });

  it('refuses a bad month with 400 naming it, and anyone without the reports (403)', async () => {
    expectFieldError(
      await call('md', 'GET', '/api/hr-report/download-csv/reimbursements?monthYear=2026-13'),
      'query.monthYear',
    );
    expectFieldError(await call('md', 'GET', '/api/hr-report/download-csv/reimbursements'), 'query.monthYear');
    // Months are bounded like dates: year 0 once reached PostgreSQL after the CSV had begun, cutting the answer off.
    for (const month of ['0000-01', '1899-12', '2101-01'])
      expectFieldError(
        await call('md', 'GET', `/api/hr-report/download-csv/reimbursements?monthYear=${month}`),
        'query.monthYear',
      );
    for (const username of ['employee', 'finance.head', 'it.head']) {
      expect(
        (await call(username, 'GET', '/api/hr-report/download-csv/reimbursements?monthYear=2026-11')).statusCode,
        username,
      ).toBe(403);
      expect((await call(username, 'GET', '/api/hr-report/employee/asset')).statusCode, username).toBe(403);
    }
  });
});

describe('assets issued per employee', () => {
  it('answers one row per employee with the assets in hand and returned, and the same as CSV', async () => {
    const report = (await call('md', 'GET', '/api/hr-report/employee/asset')).json();
    const rahul = report.items.find((r: { employeeName: string }) => r.employeeName === 'Rahul Verma');
    expect(rahul).toMatchObject({ department: 'Engineering', inHand: 1, returned: 1 });
    expect(rahul.assets.map((a: { assetTag: string }) => a.assetTag).sort()).toEqual(['SD-LT-1001', 'SD-MS-0420']);
    const csv = await call('hr.head', 'GET', '/api/hr-report/download-csv/asset');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="assets.csv"');
    const rows = lines(csv.body);
    expect(rows[0]).toBe('Employee code,Name,Department,Asset,Asset tag,Serial number,Issued on,Returned on');
    expect(rows.filter((r) => r.includes('Rahul Verma'))).toHaveLength(2);
    expect(rows.find((r) => r.includes('SD-MS-0420'))).toMatch(/,\d{4}-\d\d-\d\d,\d{4}-\d\d-\d\d$/);
  });
});
