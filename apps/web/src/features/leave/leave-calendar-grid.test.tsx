import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { TLeaveCalendar, TLeaveCalendarEntry } from '@staffdesk/shared/schemas/leave';
import { leaveCalendarDays } from './leave-calendar-days';
import { LeaveCalendarDayList } from './leave-calendar-day-list';
import { LeaveCalendarGrid } from './leave-calendar-grid';

afterEach(cleanup);

const entry = (e: Partial<TLeaveCalendarEntry> & Pick<TLeaveCalendarEntry, 'requestId' | 'fromDate' | 'toDate'>) => ({
  employeeId: 7,
  employeeName: 'Rahul Verma',
  department: 'Engineering',
  typeCode: 'CASUAL',
  typeLabel: 'Casual Leave',
  kind: 'LEAVE' as const,
  status: 'APPROVED' as const,
  halfDay: 'NONE' as const,
  ...e,
});

const DECEMBER: TLeaveCalendar = {
  month: '2026-12',
  scope: 'team',
  department: null,
  departments: [],
  holidays: [{ date: '2026-12-25', name: 'Christmas', optional: false }],
  entries: [
    // Friday to Monday: the weekend between is no leave day.
    entry({ requestId: 1, fromDate: '2026-12-04', toDate: '2026-12-07' }),
    entry({
      requestId: 2,
      employeeId: 8,
      employeeName: 'Sara Khan',
      typeCode: 'WFH',
      typeLabel: 'Work From Home',
      kind: 'WFH',
      status: 'PENDING',
      halfDay: 'FIRST_HALF',
      fromDate: '2026-12-09',
      toDate: '2026-12-09',
    }),
    // Across Christmas and a weekend, and on into January.
    entry({ requestId: 3, fromDate: '2026-12-24', toDate: '2027-01-04' }),
  ],
};

const cellText = (date: string) => document.querySelector(`td[data-date="${date}"]`)?.textContent;

describe('LeaveCalendarGrid', () => {
  it("writes each working day's people out, the holidays, and nothing on weekends or days off", () => {
    render(<LeaveCalendarGrid month="2026-12" days={leaveCalendarDays(DECEMBER)} today="2026-12-02" />);
    expect(screen.getByRole('table', { name: 'Who is out in December 2026' })).toBeTruthy();
    expect(cellText('2026-12-04')).toBe('4Rahul Verma: Casual Leave');
    expect(cellText('2026-12-05')).toBe('5');
    expect(cellText('2026-12-06')).toBe('6');
    expect(cellText('2026-12-07')).toBe('7Rahul Verma: Casual Leave');
    expect(cellText('2026-12-09')).toBe('9Sara Khan: Work From Home, first half (pending)');
    expect(cellText('2026-12-24')).toBe('24Rahul Verma: Casual Leave');
    expect(cellText('2026-12-25')).toBe('25Holiday: Christmas');
    expect(cellText('2026-12-31')).toBe('31Rahul Verma: Casual Leave');
    expect(document.querySelector('td[data-date="2026-12-02"]')?.getAttribute('aria-current')).toBe('date');
    // Padding days of November and January are blank.
    expect(document.querySelector('td[data-date="2026-11-30"]')).toBeNull();
  });
});

describe('LeaveCalendarDayList', () => {
  it('lists on a phone only the days with a holiday or someone out, each with its date in words', () => {
    render(<LeaveCalendarDayList month="2026-12" days={leaveCalendarDays(DECEMBER)} today="2026-12-02" />);
    const list = screen.getByRole('list', { name: 'Who is out in December 2026, by day' });
    const days = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(days.map((day) => day.textContent)).toEqual([
      'Friday, December 04, 2026Rahul Verma: Casual Leave',
      'Monday, December 07, 2026Rahul Verma: Casual Leave',
      'Wednesday, December 09, 2026Sara Khan: Work From Home, first half (pending)',
      'Thursday, December 24, 2026Rahul Verma: Casual Leave',
      'Friday, December 25, 2026Holiday: Christmas',
      'Monday, December 28, 2026Rahul Verma: Casual Leave',
      'Tuesday, December 29, 2026Rahul Verma: Casual Leave',
      'Wednesday, December 30, 2026Rahul Verma: Casual Leave',
      'Thursday, December 31, 2026Rahul Verma: Casual Leave',
    ]);
  });
});
