import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { reimbursementFamily } from '@staffdesk/shared/api/reimbursements';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { ApprovalQueue } from './approval-queue';
import type { RequestItem, WebRequestFamily } from './request-family';

const viewer = { userId: 12, fullname: 'Farhan Shaikh', userRoleList: ['FINANCE_HEAD'] } as TUserContext;
const request = (id: number, employeeId: number, employeeName: string): RequestItem => ({
  id,
  employeeId,
  employeeName,
  status: 'PENDING',
  reason: 'Taxi to the airport',
  remark: null,
  decidedByName: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  escalated: false,
  step: 1,
  chain: [],
});
const family: WebRequestFamily = {
  key: 'claims',
  declaration: reimbursementFamily,
  area: 'hr',
  label: 'Reimbursements',
  noun: 'reimbursement claims',
  describe: () => 'claim',
  approvalColumns: [],
  queue: async () => ({ items: [request(1, viewer.userId, 'Farhan Shaikh'), request(2, 30, 'Rahul Verma')], total: 2, page: 1, pageSize: 20 }),
  affects: [],
};

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userContextQueryOptions().queryKey, viewer);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Not found.' }), { status: 404, headers: { 'Content-Type': 'application/json' } })));
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.unstubAllGlobals();
});

/** The table's row of a request (the phone cards repeat them). */
const rowOf = (id: number) => {
  const row = document.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`);
  if (!row) throw new Error(`no row ${id}`);
  return within(row);
};

describe('a decider\'s own request in their queue', () => {
  it('offers no decision on it, and leaves it out of a selection, while the others are decided as ever', async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ApprovalQueue family={family} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findAllByText('Rahul Verma');
    expect(rowOf(1).getByText('Yours: another decider acts on it')).toBeTruthy();
    expect(rowOf(1).queryByRole('button', { name: /^(Approve|Reject) / })).toBeNull();
    expect(rowOf(1).getByRole('checkbox', { name: "Select Farhan Shaikh's claim" }).hasAttribute('disabled')).toBe(true);
    expect(rowOf(2).getByRole('button', { name: "Approve Rahul Verma's claim" })).toBeTruthy();
    expect(rowOf(2).queryByText('Yours: another decider acts on it')).toBeNull();

    const [selectAll] = screen.getAllByRole('checkbox', { name: 'Select all reimbursement claims on this page' });
    await userEvent.click(selectAll!);
    expect(rowOf(2).getByRole('checkbox', { name: "Select Rahul Verma's claim" }).getAttribute('aria-checked')).toBe('true');
    expect(rowOf(1).getByRole('checkbox', { name: "Select Farhan Shaikh's claim" }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('1 selected')).toBeTruthy();
  });
});
