import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TPendingTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { timesheetWeeks } from './timesheets-family';

const week = (employeeId: number, employeeName: string, escalated: boolean): TPendingTimesheetWeek => ({
  employeeId,
  employeeName,
  startDate: '2026-11-02',
  endDate: '2026-11-08',
  lockedDays: 5,
  lockedHours: 40,
  lockedAt: '2026-11-06T12:00:00.000Z',
  escalated,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let client: QueryClient;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    url === '/api/timesheet/pending-approval' ? json([week(5, 'Rahul Verma', false), week(6, 'Priya Shah', true)]) : json({ message: 'Not found.' }, 404),
  );
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.unstubAllGlobals();
});

describe('the timesheet weeks waiting for approval', () => {
  it('marks a week the reminder job escalated to the viewer, and only that one', async () => {
    const Queue = timesheetWeeks.Queue;
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Queue />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const rowOf = (name: string) => within(screen.getByRole('table', { name: 'Timesheet weeks waiting for approval' })).getByRole('row', { name: new RegExp(name) });
    await screen.findByText('Priya Shah', { selector: 'td *' });
    expect(within(rowOf('Priya Shah')).getByText('Escalated').getAttribute('title')).toBe('It waited too long and went to the next decider up as well');
    expect(within(rowOf('Rahul Verma')).queryByText('Escalated')).toBeNull();
  });
});
