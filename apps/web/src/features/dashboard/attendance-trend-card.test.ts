import { describe, expect, it } from 'vitest';
import type { TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import { monthlyAttendanceRows } from './attendance-trend-card';
import { recentRange } from './api/get-recent-attendance';

const day = (date: string, status: TAttendanceDay['status']) => ({ date, status }) as TAttendanceDay;

describe('the attendance trend', () => {
  it('counts each month by what its days were', () => {
    const rows = monthlyAttendanceRows([
      day('2026-09-01', 'PRESENT'),
      day('2026-09-02', 'WFH'),
      day('2026-09-03', 'MISSING_PUNCH'),
      day('2026-09-05', 'WEEKEND'),
      day('2026-10-01', 'LEAVE'),
      day('2026-10-02', 'HALF_DAY_LEAVE'),
      day('2026-10-05', 'ABSENT'),
      day('2026-11-23', 'TODAY'),
    ]);
    expect(rows).toEqual([
      { category: 'September', present: 1, wfh: 1, leave: 0, absent: 1 },
      { category: 'October', present: 0, wfh: 0, leave: 2, absent: 1 },
      { category: 'November', present: 0, wfh: 0, leave: 0, absent: 0 },
    ]);
  });

  it('asks for three months in one request, never more than the 93 days the server takes', () => {
    expect(recentRange('2026-11-23')).toEqual({ startDate: '2026-09-01', endDate: '2026-11-23' });
    expect(recentRange('2026-12-31')).toEqual({ startDate: '2026-10-01', endDate: '2026-12-31' });
    expect(recentRange('2026-03-31')).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
  });
});
