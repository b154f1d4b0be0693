import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TPendingTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { timesheetWeeks } from './timesheets-family';

const week = (employeeId: number, employeeName: string, escalated: boolean): TPendingTimesheetWeek => ({
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
});

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
      ? json({ items: [week(5, 'Rahul Verma', false), week(6, 'Priya Shah', true)], total: 42, page: 1, pageSize: 20 })
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
});
