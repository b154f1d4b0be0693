import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TPendingTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { timesheetWeeks } from './timesheets-family';

const week = (
  employeeId: number,
  employeeName: string,
  escalated: boolean,
  details: Pick<TPendingTimesheetWeek, 'lines' | 'awayDays'> = { lines: [], awayDays: [] },
): TPendingTimesheetWeek => ({
  id: employeeId * 100,
  status: 'PENDING',
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  remark: null,
  createdAt: '2026-11-06T12:00:00.000Z',
  updatedAt: '2026-11-06T12:00:00.000Z',
  step: 1,
  chain: [],
  employeeId,
  employeeName,
  startDate: '2026-11-02',
  endDate: '2026-11-08',
  lockedDays: 5,
  lockedHours: 40,
  lockedAt: '2026-11-06T12:00:00.000Z',
  escalated,
  ...details,
});

/** Rahul's week: two lines, and hours on a day of leave and on a day absent. */
const RAHUL = {
  lines: [
    {
      projectCode: 'ACME-PORTAL',
      projectName: 'Acme customer portal',
      activityName: 'Development',
      hours: [8, 4, 6, 8, 6, 0, 0],
      totalHours: 32,
    },
    {
      projectCode: 'SD-HRMS',
      projectName: 'Staffdesk rollout',
      activityName: 'Support',
      hours: [0, 0, 2, 0, 2.5, 0, 0],
      totalHours: 4.5,
    },
  ],
  awayDays: [
    { date: '2026-11-03', hours: 4, status: 'LEAVE', leaveLabel: 'Casual Leave' },
    { date: '2026-11-05', hours: 8, status: 'ABSENT', leaveLabel: null },
  ],
} satisfies Pick<TPendingTimesheetWeek, 'lines' | 'awayDays'>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let client: QueryClient;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    url.startsWith('/api/timesheet/pending-approval?')
      ? json({
          items: [week(5, 'Rahul Verma', false, RAHUL), week(6, 'Priya Shah', true)],
          total: 42,
          page: 1,
          pageSize: 20,
        })
      : json({ message: 'Not found.' }, 404),
  );
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.unstubAllGlobals();
});

function renderQueue(at = '/') {
  const Queue = timesheetWeeks.Queue;
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Queue />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the timesheet weeks waiting for approval', () => {
  it('asks the server for a page, its sort and search (MD and ADMIN wait on thousands of weeks), and shows its total', async () => {
    renderQueue('/?timesheetPage=3&timesheetSort=lockedHours&timesheetOrder=desc&timesheetSearch=priya');
    await screen.findByText('Priya Shah', { selector: 'td *' });
    const asked = new URL(
      fetchMock.mock.calls.map(([url]) => url).find((url) => url.startsWith('/api/timesheet/pending-approval?'))!,
      'http://x',
    );
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      page: '3',
      pageSize: '20',
      sort: 'lockedHours',
      order: 'desc',
      search: 'priya',
    });
    expect(screen.getByText(/of 42/)).toBeTruthy();
  });

  it('marks a week the reminder job escalated to the viewer, and only that one', async () => {
    renderQueue();
    const rowOf = (name: string) =>
      within(screen.getByRole('table', { name: 'Timesheet weeks waiting for approval' })).getByRole('row', {
        name: new RegExp(name),
      });
    await screen.findByText('Priya Shah', { selector: 'td *' });
    expect(within(rowOf('Priya Shah')).getByText('Escalated').getAttribute('title')).toBe(
      'It waited too long and went to the next decider up as well',
    );
    expect(within(rowOf('Rahul Verma')).queryByText('Escalated')).toBeNull();
  });

  it('marks a week with hours on days away in its row, and shows its lines and those days before it is approved', async () => {
    renderQueue();
    const rowOf = (name: string) =>
      within(screen.getByRole('table', { name: 'Timesheet weeks waiting for approval' })).getByRole('row', {
        name: new RegExp(name),
      });
    await screen.findByText('Rahul Verma', { selector: 'td *' });
    expect(within(rowOf('Rahul Verma')).getByText('Hours on 2 days away')).toBeTruthy();
    expect(within(rowOf('Priya Shah')).queryByText(/days? away/)).toBeNull();

    fireEvent.click(
      within(rowOf('Rahul Verma')).getByRole('button', {
        name: "Approve Rahul Verma's week of November 02, 2026 – November 08, 2026",
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve This Week?' });
    const lines = within(dialog).getByRole('table', { name: 'Hours of Rahul Verma by project activity' });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Project · activity',
      'Mon 2Monday, November 02, 2026',
      'Tue 3Tuesday, November 03, 2026, away',
      'Wed 4Wednesday, November 04, 2026',
      'Thu 5Thursday, November 05, 2026, away',
      'Fri 6Friday, November 06, 2026',
      'Sat 7Saturday, November 07, 2026',
      'Sun 8Sunday, November 08, 2026',
      'Total',
    ]);
    const cells = (name: RegExp) =>
      within(within(lines).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(/ACME-PORTAL Acme customer portal · Development/)).toEqual(['8', '4', '6', '8', '6', '', '', '32']);
    expect(cells(/SD-HRMS Staffdesk rollout · Support/)).toEqual(['', '', '2', '', '2.5', '', '', '4.5']);
    expect(within(dialog).getByText('Hours on days away')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '4 hours logged on Tuesday, November 03, 2026, a day of approved Casual Leave.',
      '8 hours logged on Thursday, November 05, 2026, a day the attendance records as absent.',
    ]);
  });
});
