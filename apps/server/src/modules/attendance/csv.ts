import { DAY_STATUS_CODES, type TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import type { Db } from '../../db/client';
import type { EmployeeInfo } from '../../access';
import { employeeBatch } from '../organisation/employees';
import { eachDate, monthRange } from '@staffdesk/shared/dates';
import { UTF8_BOM, csvRow } from '@staffdesk/shared/csv';
import { dayDataOf, daysFrom, type DayData } from './day-data';
import { summarize } from './days';

/** Each batch is two statements; one is derived while the next one's data is read, so memory stays bounded. */
export const CSV_BATCH_SIZE = 250;

export const hours = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(Math.round(minutes % 60)).padStart(2, '0')}`;

/** A present day shows its hours; every other day its status code. */
function dayCell(day: TAttendanceDay): string {
  if (day.status === 'PRESENT') return hours(day.workedMinutes);
  return DAY_STATUS_CODES[day.status];
}

/**
 * The month's attendance, a row per employee: code, name, department, designation, a column per day and totals.
 * Only the table, so that a spreadsheet reads it whole; the codes are explained beside the export
 * (ATTENDANCE_CSV_CODES). Streamed batch by batch; no query per employee.
 */
export async function* attendanceCsv(
  db: Db,
  monthYear: string,
  now = new Date(),
  department?: string,
  batchSize = CSV_BATCH_SIZE,
): AsyncGenerator<string> {
  const { from, to } = monthRange(monthYear);
  const dates = [...eachDate(from, to)];
  yield (
    UTF8_BOM +
    csvRow([
      'Employee code',
      'Name',
      'Department',
      'Designation',
      ...dates,
      'Present days',
      'Work from home',
      'Leave',
      'Half-day leave',
      'Absent',
      'Missing punch',
      'Holidays',
      'Worked hours',
    ])
  );
  // The next batch is read while this one is derived and written, so PostgreSQL and the server work at once.
  // Only its data is read ahead, not derived, so memory stays about one batch.
  type Batch = { people: EmployeeInfo[]; data?: DayData };
  const batchAfter = async (afterId: number): Promise<Batch> => {
    const people = await employeeBatch(db, afterId, batchSize, department);
    return { people, data: people.length > 0 ? await dayDataOf(db, people, from, to) : undefined };
  };
  let next: Promise<Batch> | undefined = batchAfter(0);
  try {
    while (next) {
      const { people, data }: Batch = await next;
      next = people.length === batchSize ? batchAfter(people[people.length - 1]!.id) : undefined;
      if (!data) break;
      yield batchRows(people, data);
    }
  } finally {
    // A download cut off leaves the batch read ahead: its failure (the server closing) is nobody's to hear.
    next?.catch(() => undefined);
  }

  function batchRows(people: readonly EmployeeInfo[], data: DayData): string {
    const days = daysFrom(data, people, from, to, now, { instants: false });
    let chunk = '';
    for (const person of people) {
      const personDays = days.get(person.id) ?? [];
      const s = summarize(personDays, '9999-12-31');
      chunk += csvRow([
        person.code,
        person.name,
        person.department,
        person.designation,
        ...personDays.map(dayCell),
        s.presentDays,
        s.counts.WFH,
        s.counts.LEAVE,
        s.counts.HALF_DAY_LEAVE,
        s.counts.ABSENT,
        s.counts.MISSING_PUNCH,
        s.counts.HOLIDAY,
        hours(s.workedMinutes),
      ]);
    }
    return chunk;
  }
}
