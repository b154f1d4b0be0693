import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TThisWeek } from '@staffdesk/shared/schemas/dashboard';
import { ThisWeekCard } from './this-week-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server, at the edge of the HTTP client: this week's answer, and nothing else. */
function answerWith(week: TThisWeek) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/dashboard/this-week'
        ? new Response(JSON.stringify(week), { headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 }),
    ),
  );
}

function renderCard(week: TThisWeek) {
  answerWith(week);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThisWeekCard />
    </QueryClientProvider>,
  );
}

const empty: TThisWeek = {
  today: '2026-12-29',
  holidaysTo: '2027-01-10',
  peopleTo: '2027-01-05',
  holidays: [],
  birthdays: [],
  anniversaries: [],
};

describe('ThisWeekCard', () => {
  it('lists holidays and anniversaries with the full date, and birthdays with day and month only', async () => {
    renderCard({
      ...empty,
      holidays: [{ date: '2027-01-01', name: 'New Year', optional: false }],
      birthdays: [{ employeeId: 7, name: 'Sara Khan', date: '2027-01-02' }],
      anniversaries: [{ employeeId: 8, name: 'Gauri Iyer', date: '2027-01-04', years: 3 }],
    });
    const holidays = await screen.findByRole('region', { name: 'Holidays' });
    expect(within(holidays).getByRole('listitem').textContent).toBe('New Year — January 01, 2027');
    const birthday = within(screen.getByRole('region', { name: 'Birthdays' })).getByRole('listitem');
    expect(birthday.textContent).toBe('Sara Khan — January 02');
    expect(within(screen.getByRole('region', { name: 'Work Anniversaries' })).getByRole('listitem').textContent).toBe(
      'Gauri Iyer · 3 years — January 04, 2027',
    );
  });

  it('says so when nothing is coming up', async () => {
    renderCard(empty);
    expect((await screen.findByText('No holidays, birthdays or work anniversaries coming up this week.')).tagName).toBe(
      'P',
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
