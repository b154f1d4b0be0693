import { describe, expect, it } from 'vitest';
import type { TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import { attendedDates } from './get-attended-days';

const day = (date: string, status: TAttendanceDay['status'], firstInTime: string | null = null, workFromHome = false) =>
  ({ date, status, firstInTime, workFromHome }) as TAttendanceDay;

describe('attendedDates', () => {
  it('keeps the days with a punch or work from home', () => {
    expect(
      attendedDates([
        day('2026-11-02', 'PRESENT', '09:10'),
        day('2026-11-03', 'ABSENT'),
        day('2026-11-04', 'WFH'),
        day('2026-11-05', 'MISSING_PUNCH', '09:30'),
        day('2026-11-06', 'LEAVE', null, true),
      ]),
    ).toEqual(['2026-11-02', '2026-11-04', '2026-11-05', '2026-11-06']);
  });
});
