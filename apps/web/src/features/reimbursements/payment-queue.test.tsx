import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TReimbursement } from '@staffdesk/shared/schemas/reimbursements';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { PaymentQueue } from './payment-queue';

const viewer = { userId: 12, fullname: 'Farhan Shaikh', userRoleList: ['FINANCE_HEAD'] } as TUserContext;
const claim = (id: number, employeeId: number, employeeName: string) =>
  ({
    id,
    employeeId,
    employeeName,
    status: 'APPROVED',
    category: 'TRAVEL',
    categoryLabel: 'Travel',
    expenseDate: '2026-11-18',
    amount: 1250,
    currency: 'INR',
    description: 'Taxi',
    receipts: [],
    decidedByName: 'Meera Desai',
    decidedAt: '2026-11-19T10:00:00.000Z',
    createdAt: '2026-11-18T10:00:00.000Z',
  }) as unknown as TReimbursement;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userContextQueryOptions().queryKey, viewer);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      json({
        items: [claim(1, viewer.userId, 'Farhan Shaikh'), claim(2, 30, 'Rahul Verma')],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.unstubAllGlobals();
});

const rowOf = (id: number) => within(document.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`)!);

describe('the claims to pay', () => {
  it("offers finance no payment of their own claim, nor a box to choose it, and pays anyone else's", async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PaymentQueue />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findAllByText('Rahul Verma');
    expect(rowOf(1).getByText('Yours: another decider acts on it')).toBeTruthy();
    expect(rowOf(1).queryByRole('button', { name: /^Mark paid/ })).toBeNull();
    expect(rowOf(1).getByRole('checkbox').hasAttribute('disabled')).toBe(true);
    expect(rowOf(2).getByRole('button', { name: /^Mark paid Rahul Verma's Travel claim/ })).toBeTruthy();
    expect(rowOf(2).getByRole('checkbox').hasAttribute('disabled')).toBe(false);
  });
});
