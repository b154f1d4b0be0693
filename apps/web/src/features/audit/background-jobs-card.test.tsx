import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TJob } from '@staffdesk/shared/schemas/jobs';
import { toast } from '@/lib/toast';
import { BackgroundJobsCard } from './background-jobs-card';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const failed = {
  id: 7,
  attempt: 1,
  trigger: 'MANUAL' as const,
  outcome: 'FAILED' as const,
  startedAt: '2026-11-23T04:30:00.000Z',
  finishedAt: '2026-11-23T04:30:01.000Z',
  error: 'relation "files" does not exist',
  items: null,
};
const reminders: TJob = {
  name: 'reminders',
  title: 'Reminders and escalations',
  description: 'Reminds deciders of requests waiting past 3 working days.',
  schedule: '0 * * * *',
  timeZone: 'Asia/Kolkata',
  nextRunAt: '2026-11-23T06:30:00.000Z',
  lastRun: {
    id: 9,
    attempt: 2,
    trigger: 'SCHEDULE',
    outcome: 'COMPLETED',
    startedAt: '2026-11-23T05:30:00.000Z',
    finishedAt: '2026-11-23T05:30:02.000Z',
    error: null,
    items: 4,
  },
  lastFailure: failed,
  failures: 1,
};
const sweep: TJob = {
  ...reminders,
  name: 'file-sweep',
  title: 'Unattached file sweep',
  description: 'Removes unattached files.',
  schedule: '15 * * * *',
  lastRun: null,
  lastFailure: null,
  failures: 0,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let roles: string[];
let jobs: TJob[];
let client: QueryClient;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  roles = ['ADMIN'];
  jobs = [reminders, sweep];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/api/users/context') return json({ userRoleList: roles });
    if (url === '/api/employee/context') return json({ officeHours: { timeZone: 'Asia/Kolkata' } });
    if (url === '/api/jobs' && init.method === 'GET') return json({ items: jobs });
    if (url === '/api/jobs/file-sweep/run' && init.method === 'POST')
      return json({ message: 'Unattached file sweep will run in a moment: its outcome shows in its runs.' });
    return json({ message: 'Not found.' }, 404);
  });
  vi.mocked(toast.success).mockReset();
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.unstubAllGlobals();
});

function renderCard() {
  render(
    <QueryClientProvider client={client}>
      <BackgroundJobsCard />
    </QueryClientProvider>,
  );
}

describe('BackgroundJobsCard', () => {
  it('shows each job with its schedule, last run and last failure', async () => {
    renderCard();
    const row = await screen.findByRole('listitem', { name: 'Reminders and escalations' });
    expect(within(row).getByText('0 * * * *')).toBeTruthy();
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(within(row).getByText('4 items')).toBeTruthy();
    expect(within(row).getByText('attempt 2')).toBeTruthy();
    // Office time, its zone named where the browser's differs.
    expect(row.textContent).toMatch(
      /Last failure \(November 23, 2026, 10:00( IST)?, 1 failed attempt of the last runs\): relation "files" does not exist/,
    );
    const never = screen.getByRole('listitem', { name: 'Unattached file sweep' });
    expect(within(never).getByText('Not run yet')).toBeTruthy();
    expect(within(never).queryByText(/Last failure/)).toBeNull();
  });

  it('starts a run when ADMIN asks, and says so', async () => {
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Run now: Unattached file sweep' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Unattached file sweep will run in a moment: its outcome shows in its runs.',
      ),
    );
    expect(
      fetchMock.mock.calls.filter(([url, init]) => url === '/api/jobs/file-sweep/run' && init.method === 'POST'),
    ).toHaveLength(1);
  });

  it('says when there are no jobs', async () => {
    jobs = [];
    renderCard();
    expect(await screen.findByText('No background jobs.')).toBeTruthy();
  });

  it('shows nothing, and asks for nothing, to someone without MANAGE_JOBS', async () => {
    roles = ['MD'];
    renderCard();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/users/context')).toBe(true));
    expect(screen.queryByText('Background Jobs')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/jobs')).toBe(false);
  });
});
