import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TTimesheetDay, TTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { weekDates } from './hours';
import { WeekGrid } from './week-grid';

afterEach(cleanup);

const MONDAY = '2026-11-23';

function day(date: string, i: number, extra: Partial<TTimesheetDay> = {}): TTimesheetDay {
  return {
    date,
    state: 'OPEN',
    hours: 0,
    lockedAt: null,
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
    weekend: i >= 5,
    holidayName: null,
    leaveLabel: null,
    halfDay: null,
    workFromHome: false,
    firstInTime: null,
    lastOutTime: null,
    presentHours: null,
    ...extra,
  };
}

const WEEK: TTimesheetWeek = {
  employeeId: 7,
  employeeName: 'Meera Desai',
  startDate: MONDAY,
  endDate: '2026-11-29',
  days: weekDates(MONDAY).map((date, i) =>
    day(
      date,
      i,
      i === 0
        ? { presentHours: 9.5, firstInTime: '09:00', lastOutTime: '18:30' }
        : i === 1
          ? { state: 'LOCKED', hours: 8 }
          : i === 2
            ? { workFromHome: true }
            : i === 3
              ? { holidayName: 'Guru Nanak Jayanti' }
              : {},
    ),
  ),
  rows: [
    {
      projectId: 1,
      projectCode: 'SD-HRMS',
      projectName: 'Staffdesk rollout',
      activityId: 2,
      activityName: 'Development',
      hours: [7.5, 8, 0, 0, 0, 0, 0],
      note: null,
      totalHours: 15.5,
    },
  ],
  totalHours: 15.5,
  isOwn: true,
  canDecide: false,
  projects: [
    {
      id: 1,
      code: 'SD-HRMS',
      name: 'Staffdesk rollout',
      activities: [
        { id: 2, name: 'Development', billable: false },
        { id: 3, name: 'Testing', billable: true },
      ],
    },
  ],
};

function renderGrid(week = WEEK, mode: 'own' | 'decide' = 'own') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <WeekGrid week={week} mode={mode} />
    </QueryClientProvider>,
  );
}

const cell = (row: string, weekday: string) =>
  screen.getByRole('textbox', { name: new RegExp(`${row}, ${weekday}, .*hours`) });
const total = () => screen.getByTestId('week-total');

describe('the week grid', () => {
  it('shows the days with their marks and state, the totals, and the gap between hours present and logged', () => {
    renderGrid();
    const table = screen.getByRole('table', { name: /Timesheet of Meera Desai/ });
    expect(within(table).getByText('WFH')).toBeTruthy();
    expect(within(table).getByText('Guru Nanak Jayanti')).toBeTruthy();
    expect(within(table).getAllByText('Weekend')).toHaveLength(2);
    expect(table.querySelectorAll('[data-state-badge="LOCKED"]')).toHaveLength(1);
    expect(total().textContent).toBe('15.5');
    // Monday: 9.5 present, 7.5 logged.
    expect(within(table).getByText('Differs by more than an hour')).toBeTruthy();
  });

  it('keeps a locked day read-only and lets the open days be typed, with the totals following', async () => {
    const user = userEvent.setup();
    renderGrid();
    expect(screen.queryByRole('textbox', { name: /Tuesday/ })).toBeNull();
    await user.type(cell('Development', 'Wednesday'), '7:30');
    expect(total().textContent).toBe('23');
    expect(screen.queryByText('Differs by more than an hour')).toBeTruthy();
  });

  it('says next to the cell what it cannot take: not quarter hours, more than a day', async () => {
    const user = userEvent.setup();
    renderGrid();
    const wednesday = cell('Development', 'Wednesday');
    await user.type(wednesday, '7.3');
    expect(wednesday.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(wednesday.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Use quarter hours: 0.25, 0.5, 0.75 (or :15, :30, :45).');
    await user.clear(wednesday);
    await user.type(wednesday, '25');
    expect(screen.getAllByText('At most 24 hours a day.').length).toBeGreaterThan(0);
  });

  it('moves between cells with the arrow keys, past read-only days', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(cell('Development', 'Monday'));
    await user.keyboard('{End}{ArrowRight}');
    // Tuesday is locked: the next cell is Wednesday's.
    expect(document.activeElement).toBe(cell('Development', 'Wednesday'));
  });

  it('adds a row of another activity of the employee\u2019s projects', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.selectOptions(screen.getByLabelText('Project activity'), 'SD-HRMS Staffdesk rollout · Testing');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(cell('Testing', 'Monday')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save week' }).hasAttribute('disabled')).toBe(false);
    // A row with hours on a locked day cannot be deleted.
    expect(
      screen
        .getByRole('button', { name: /Delete the row SD-HRMS Staffdesk rollout · Development/ })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('offers a decider approve and unapprove, and no cells to type in', () => {
    renderGrid({ ...WEEK, isOwn: false, canDecide: true }, 'decide');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /^Approve Tuesday/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve week' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unapprove week' }).hasAttribute('disabled')).toBe(true);
  });
});
