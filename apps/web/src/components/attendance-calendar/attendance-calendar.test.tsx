import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import { AttendanceCalendar } from './attendance-calendar';
import { MonthNavigator } from './month-navigator';
import { monthRange, type MonthKey } from './month';

afterEach(cleanup);

function monthOfDays(month: MonthKey): TAttendanceDay[] {
  const { startDate, endDate } = monthRange(month);
  const days: TAttendanceDay[] = [];
  for (let d = Number(startDate.slice(8)); d <= Number(endDate.slice(8)); d += 1) {
    const date = `${month}-${String(d).padStart(2, '0')}`;
    days.push({
      date,
      status: d === 2 ? 'PRESENT' : d === 9 ? 'ABSENT' : 'UPCOMING',
      holidayName: null,
      leaveType: null,
      leaveLabel: null,
      halfDay: null,
      workFromHome: false,
      firstIn: null,
      lastOut: null,
      firstInTime: d === 2 ? '09:15' : null,
      lastOutTime: d === 2 ? '18:45' : null,
      workedMinutes: d === 2 ? 570 : 0,
      punches: d === 2 ? 2 : 0,
      openPunch: false,
    });
  }
  return days;
}

describe('AttendanceCalendar', () => {
  it('lays the month out Monday first, with padding cells left unlabelled, and labels each day', () => {
    render(<AttendanceCalendar month="2026-11" days={monthOfDays('2026-11')} today="2026-11-22" />);
    const table = screen.getByRole('table', { name: 'attendance in November 2026' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    const firstWeek = within(rows[0]!).getAllByRole('cell');
    // Six days of October pad the first week; November 1st is a Sunday.
    expect(firstWeek.slice(0, 6).every((cell) => !cell.getAttribute('aria-label'))).toBe(true);
    expect(firstWeek[6]?.getAttribute('aria-label')).toMatch(/^November 01, 2026, Upcoming/);
    expect(within(table).getByRole('cell', { name: 'November 02, 2026, Present, 09:15 – 18:45, 9h 30m' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'November 09, 2026, Absent' })).toBeTruthy();
    expect(table.querySelector('[aria-current="date"]')?.getAttribute('data-date')).toBe('2026-11-22');
  });

  it('also lists every day for narrow screens', () => {
    render(<AttendanceCalendar month="2026-02" days={monthOfDays('2026-02')} who="Rahul Verma" />);
    const list = screen.getByRole('list', { name: 'Rahul Verma: attendance in February 2026' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(28);
  });

  it("shows a narrow screen's tapped day with its details and what can be done about it", async () => {
    render(
      <AttendanceCalendar
        month="2026-11"
        days={monthOfDays('2026-11')}
        today="2026-11-22"
        dayAction={(day) => day.status === 'ABSENT' && <button type="button">Regularize</button>}
      />,
    );
    const list = screen.getByRole('list', { name: 'attendance in November 2026' });
    // November 1st is a Sunday: the first day starts in the seventh column.
    expect(within(list).getAllByRole('listitem')[0]?.style.gridColumnStart).toBe('7');
    const absent = within(list).getByRole('button', { name: 'November 09, 2026, Absent' });
    expect(absent.textContent).toContain('A');
    await userEvent.click(absent);
    expect(absent.getAttribute('aria-pressed')).toBe('true');
    const details = document.getElementById(absent.getAttribute('aria-controls')!)!;
    expect(details.textContent).toContain('November 09, 2026');
    expect(within(details).getByRole('button', { name: 'Regularize' })).toBeTruthy();
  });
});

describe('MonthNavigator', () => {
  function Harness({ onChange }: { onChange: (m: string) => void }) {
    const [month, setMonth] = useState('2026-01');
    return (
      <MonthNavigator
        month={month}
        max="2026-02"
        current="2026-02"
        onChange={(next) => {
          onChange(next);
          setMonth(next);
        }}
      />
    );
  }

  it('steps back and forth and stops at the latest month', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByText('January 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('December 2025')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(screen.getByText('February 2026')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'This month' })).toBeNull();
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['2025-12', '2026-02']);
  });
});
