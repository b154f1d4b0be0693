import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { employees } from '../../db/schema/organisation';
import { addDays, eachDate } from '@staffdesk/shared/dates';
import { ATTENDANCE_CSV_CODES, attendanceCsvName } from '@staffdesk/shared/schemas/attendance';
import { attendanceCsv, hours } from './csv';
import { attendanceHelpers } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, idOf, todayOf } = attendanceHelpers(() => t);

/** A small CSV reader for the export's own dialect: a BOM, quoted cells with doubled quotes, CRLF rows. */
function parseCsv(file: string): string[][] {
  expect(file.startsWith('\ufeff'), 'the file starts with a BOM').toBe(true);
  const text = file.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('GET /api/employee/download-csv', () => {
  it("streams last month's attendance of every employee, a column per day and totals, and only that table", async () => {
    const today = await todayOf('employee');
    const month = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    const res = await call('hr.head', 'GET', `/api/employee/download-csv?monthYear=${month}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="attendance-${month}.csv"; filename*=UTF-8''attendance-${month}.csv`,
    );
    const rows = parseCsv(res.body);
    const days = [...eachDate(`${month}-01`, addDays(`${month}-28`, 10))].filter((d) => d.startsWith(month));
    expect(rows[0]).toEqual([
      'Employee code',
      'Name',
      'Department',
      'Designation',
      ...days,
      'Present days',
      'Work from home',
      'Leave',
      'Half-day leave',
      'Absent',
      'Missing punch',
      'Holidays',
      'Worked hours',
    ]);
    const [{ n }] = (await t.db.select({ n: count() }).from(employees)) as [{ n: number }];
    // The heading and a row per employee, nothing after: the codes are explained beside the export.
    expect(rows.length - 1).toBe(n);
    expect(rows.every((r) => r.length === rows[0]!.length)).toBe(true);
    expect(rows.flat()).not.toContain('Legend');
    expect(ATTENDANCE_CSV_CODES).toContainEqual({ code: 'WO', meaning: 'weekend' });
    expect(ATTENDANCE_CSV_CODES).toContainEqual({ code: 'h:mm', meaning: 'present: the hours worked' });

    // The row of `employee` agrees with their calendar.
    const calendar = (
      await call('employee', 'GET', `/api/check-in-out-events/calendar?startDate=${days[0]}&endDate=${days.at(-1)}`)
    ).json();
    const row = rows.find((r) => r[1] === 'Rahul Verma')!;
    expect(row[0]).toBe(`SD${String(await idOf('employee')).padStart(5, '0')}`);
    const codes: Record<string, string> = {
      WEEKEND: 'WO',
      HOLIDAY: 'H',
      LEAVE: 'L',
      HALF_DAY_LEAVE: 'HL',
      WFH: 'WFH',
      MISSING_PUNCH: 'MP',
      ABSENT: 'A',
    };
    calendar.days.forEach((d: { status: string; workedMinutes: number }, i: number) => {
      expect(row[4 + i]).toBe(
        d.status === 'PRESENT'
          ? `${Math.floor(d.workedMinutes / 60)}:${String(d.workedMinutes % 60).padStart(2, '0')}`
          : codes[d.status],
      );
    });
    const present = calendar.days.filter((d: { status: string }) => d.status === 'PRESENT').length;
    const wfh = calendar.days.filter((d: { status: string }) => d.status === 'WFH').length;
    const half = calendar.days.filter((d: { status: string }) => d.status === 'HALF_DAY_LEAVE').length;
    expect(Number(row[4 + days.length])).toBe(present + wfh + half / 2);
  });

  it('writes every employee once, in order, whatever the batches (each read while the one before is written)', async () => {
    const text = async (batchSize: number) => {
      let all = '';
      for await (const chunk of attendanceCsv(t.db, '2026-01', new Date('2026-02-01T00:00:00Z'), undefined, batchSize))
        all += chunk;
      return all;
    };
    const whole = await text(10_000);
    const [{ n }] = (await t.db.select({ n: count() }).from(employees)) as [{ n: number }];
    expect(parseCsv(whole).length).toBe(n + 1);
    // Batches of 2 and 3 (the last one short, or empty after a full one) give the same file.
    for (const size of [2, 3, n]) expect(await text(size), `batches of ${size}`).toBe(whole);
  });

  it('writes hours as h:mm', () => {
    expect([0, 5, 60, 485, 600].map(hours)).toEqual(['0:00', '0:05', '1:00', '8:05', '10:00']);
  });

  it('names the file for its month and department', () => {
    expect(attendanceCsvName('2026-11')).toBe('attendance-2026-11.csv');
    expect(attendanceCsvName('2026-11', ' Human Resources ')).toBe('attendance-2026-11-human-resources.csv');
    expect(attendanceCsvName('2026-11', 'R&D / Labs')).toBe('attendance-2026-11-r-d-labs.csv');
    expect(attendanceCsvName('2026-11', 'Über')).toBe('attendance-2026-11-über.csv');
  });

  it('keeps to one department when asked, in any case', async () => {
    const res = await call('hr.head', 'GET', '/api/employee/download-csv?monthYear=2026-01&department=engineering');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="attendance-2026-01-engineering.csv"; filename*=UTF-8''attendance-2026-01-engineering.csv`,
    );
    const data = parseCsv(res.body).slice(1);
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((r) => r[2]))).toEqual(new Set(['Engineering']));
    expect(data.map((r) => r[1])).toContain('Rahul Verma');
  });

  it('puts a department that looks like a formula in the file as text', async () => {
    const id = await idOf('pm');
    expect(
      (
        await call('admin', 'PUT', `/api/employee/${id}`, {
          department: '=HYPERLINK("http://evil.example","Click, here")',
        })
      ).statusCode,
    ).toBe(200);
    const res = await call('admin', 'GET', '/api/employee/download-csv?monthYear=2026-01');
    expect(res.body).toContain('"\'=HYPERLINK(""http://evil.example"",""Click, here"")"');
    const row = parseCsv(res.body).find((r) => r[1] === 'Pranav Menon')!;
    expect(row[2]).toBe('\'=HYPERLINK("http://evil.example","Click, here")');
  });

  it('answers 403 to anyone but ADMIN, MD, HR_HEAD, and 400 for a bad or missing month', async () => {
    for (const who of ['employee', 'manager', 'finance.head'])
      expect((await call(who, 'GET', '/api/employee/download-csv?monthYear=2026-01')).statusCode, who).toBe(403);
    for (const bad of ['2026-13', '2026-1', 'january']) {
      const res = await call('md', 'GET', `/api/employee/download-csv?monthYear=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorDetails[0]).toMatch(/^query\.monthYear: /);
    }
    expect((await call('md', 'GET', '/api/employee/download-csv')).statusCode).toBe(400);
  });
});
