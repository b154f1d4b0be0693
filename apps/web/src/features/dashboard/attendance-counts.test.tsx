import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DAY_STATUSES, type DayStatus, type TAttendanceSummary } from '@staffdesk/shared/schemas/attendance';
import { AttendanceCounts } from './attendance-counts';

afterEach(cleanup);

const counts = (some: Partial<Record<DayStatus, number>>) =>
  ({ ...Object.fromEntries(DAY_STATUSES.map((s) => [s, 0])), ...some }) as Record<DayStatus, number>;

const summary = (over: Partial<TAttendanceSummary>): TAttendanceSummary => ({
  employeeId: 7,
  monthYear: '2026-11',
  counts: counts({ PRESENT: 10, LEAVE: 1 }),
  planned: { LEAVE: 0, HALF_DAY_LEAVE: 0, WFH: 0 },
  presentDays: 10,
  workedMinutes: 5400,
  averageWorkedMinutes: 540,
  today: null,
  days: [],
  ...over,
});

const countOf = (label: string) =>
  within(screen.getByRole('list', { name: 'Days by status' }))
    .getAllByRole('listitem')
    .find((li) => li.firstChild?.textContent === label)?.lastChild?.textContent;

describe('AttendanceCounts', () => {
  it('counts the leave taken and tells the approved days ahead apart as planned', () => {
    render(<AttendanceCounts summary={summary({ planned: { LEAVE: 2, HALF_DAY_LEAVE: 1, WFH: 1 } })} />);
    expect(countOf('Leave')).toBe('1');
    expect(screen.getByText('Planned: 2 days of leave, 1 half day of leave, 1 day of work from home.')).toBeTruthy();
  });

  it('says nothing of plans when none are ahead', () => {
    render(<AttendanceCounts summary={summary({})} />);
    expect(countOf('Present')).toBe('10');
    expect(screen.queryByText(/^Planned/)).toBeNull();
  });
});
