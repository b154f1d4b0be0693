import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TTeamToday } from '@staffdesk/shared/schemas/attendance';
import { TeamTodayCard } from './team-today-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server, at the edge of the HTTP client: team today's answer, and nothing else. */
function renderCard(answer: TTeamToday) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/dashboard/team-today'
        ? new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TeamTodayCard />
    </QueryClientProvider>,
  );
}

const none = { LEAVE: 0, HALF_DAY_LEAVE: 0, WFH: 0, ABSENT: 0, NOT_IN_YET: 0 };
const team: TTeamToday = {
  date: '2026-11-24',
  teamSize: 2,
  inCount: 0,
  in: [],
  offCount: 0,
  outCounts: none,
  out: [],
};
const rahul = { employeeId: 4, name: 'Rahul Verma' };
const sara = { employeeId: 7, name: 'Sara Khan' };

const group = (name: RegExp) => screen.getByRole('region', { name });
const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('TeamTodayCard', () => {
  it('says nobody is in before anyone checked in, never that everyone is', async () => {
    renderCard({
      ...team,
      outCounts: { ...none, NOT_IN_YET: 2 },
      out: [
        { ...rahul, reason: 'NOT_IN_YET', detail: null },
        { ...sara, reason: 'NOT_IN_YET', detail: null },
      ],
    });
    expect(await screen.findByText('November 24, 2026 · 0 of 2 in')).toBeTruthy();
    expect(names(group(/^Not Checked in Yet \(2\)$/))).toEqual(['Rahul Verma', 'Sara Khan']);
    expect(screen.queryByRole('region', { name: /^In / })).toBeNull();
    expect(screen.queryByText(/Everyone/)).toBeNull();
  });

  it('says who is in since when, who is not in yet and who is away and why', async () => {
    renderCard({
      ...team,
      teamSize: 4,
      inCount: 1,
      in: [{ ...rahul, firstInTime: '09:12' }],
      offCount: 1,
      outCounts: { ...none, HALF_DAY_LEAVE: 1, NOT_IN_YET: 1 },
      out: [
        { ...sara, reason: 'HALF_DAY_LEAVE', detail: 'Casual Leave' },
        { employeeId: 9, name: 'Vikram Rao', reason: 'NOT_IN_YET', detail: null },
      ],
    });
    expect(await screen.findByText('November 24, 2026 · 1 of 3 in · 1 off today')).toBeTruthy();
    expect(names(group(/^In \(1\)$/))).toEqual(['Rahul Verma (since 09:12)']);
    expect(names(group(/^Not Checked in Yet \(1\)$/))).toEqual(['Vikram Rao']);
    expect(names(group(/^On Leave \(1\)$/))).toEqual(['Sara Khan (Casual Leave, half day)']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'In (1)',
      'Not Checked in Yet (1)',
      'On Leave (1)',
    ]);
  });

  it('says everyone is in only once everyone has checked in', async () => {
    renderCard({
      ...team,
      inCount: 2,
      in: [
        { ...rahul, firstInTime: '09:12' },
        { ...sara, firstInTime: '09:25' },
      ],
    });
    expect(await screen.findByText('Everyone in your team has checked in today.')).toBeTruthy();
    expect(screen.getByText('November 24, 2026 · 2 of 2 in')).toBeTruthy();
  });

  it('says nobody works on a day off for the whole team', async () => {
    renderCard({ ...team, offCount: 2 });
    expect(await screen.findByText('Nobody in your team works today.')).toBeTruthy();
    expect(screen.getByText('November 24, 2026 · a day off for everyone')).toBeTruthy();
  });

  it('counts the rest of a group the server does not name', async () => {
    const named = Array.from({ length: 8 }, (_, i) => ({ employeeId: 100 + i, name: `Person ${i + 1}` }));
    renderCard({
      ...team,
      teamSize: 20,
      inCount: 12,
      in: named.map((p) => ({ ...p, firstInTime: '09:00' })),
      outCounts: { ...none, WFH: 8 },
      out: named.map((p) => ({ ...p, reason: 'WFH' as const, detail: null })),
    });
    const inGroup = await screen.findByRole('region', { name: /^In \(12\)$/ });
    expect(names(inGroup)).toHaveLength(9);
    expect(names(inGroup).at(-1)).toBe('and 4 more');
    expect(names(group(/^Working from Home \(8\)$/))).toHaveLength(8);
  });
});
