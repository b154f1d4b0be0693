import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TEmployeeRecord } from '@staffdesk/shared/schemas/organisation';
import { employeeContextQueryOptions } from '@/lib/api/get-employee-context';
import { DashboardHeading } from './dashboard-heading';

afterEach(cleanup);

/** The heading of an employee whose office is in `timeZone`, at one instant. */
function renderAt(timeZone: string, now: Date) {
  const client = new QueryClient();
  client.setQueryData(employeeContextQueryOptions().queryKey, {
    officeHours: { employeeId: 7, start: '09:30', end: '18:30', timeZone },
  } as TEmployeeRecord);
  render(
    <QueryClientProvider client={client}>
      <DashboardHeading firstname="Sara" now={now} />
    </QueryClientProvider>,
  );
}

describe('DashboardHeading', () => {
  it("dates and greets by office time, whatever the browser's clock says", () => {
    // 06:30 UTC: noon in Kolkata, the evening before in Los Angeles.
    const now = new Date('2026-12-02T06:30:00Z');
    renderAt('Asia/Kolkata', now);
    expect(screen.getByText('December 02, 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Good afternoon, Sara');
    cleanup();
    renderAt('America/Los_Angeles', now);
    expect(screen.getByText('December 01, 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Good evening, Sara');
  });

  it('says good morning from 05:00 and good evening from 17:00 to 05:00, in office time', () => {
    const cases: [string, string][] = [
      ['2026-12-01T23:29:00Z', 'Good evening'],
      ['2026-12-01T23:30:00Z', 'Good morning'],
      ['2026-12-02T06:29:00Z', 'Good morning'],
      ['2026-12-02T11:29:00Z', 'Good afternoon'],
      ['2026-12-02T11:30:00Z', 'Good evening'],
    ];
    for (const [iso, greeting] of cases) {
      renderAt('Asia/Kolkata', new Date(iso));
      expect(screen.getByRole('heading', { level: 1 }).textContent, iso).toBe(`${greeting}, Sara`);
      cleanup();
    }
  });
});
