import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Banknote } from 'lucide-react';
import { z } from 'zod';
import { reimbursementFamily } from '@staffdesk/shared/api/reimbursements';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { ApprovalQueue } from './approval-queue';
import type { QueueAction, RequestItem, WebRequestFamily } from './request-family';

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
  queue: async () => ({
    items: [request(1, viewer.userId, 'Farhan Shaikh'), request(2, 30, 'Rahul Verma')],
    total: 2,
    page: 1,
    pageSize: 20,
  }),
  affects: [],
};

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userContextQueryOptions().queryKey, viewer);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Not found.' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
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

function renderQueue(action?: QueueAction) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ApprovalQueue family={family} action={action} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a decider's own request in their queue", () => {
  it('offers no decision on it, and leaves it out of a selection, while the others are decided as ever', async () => {
    renderQueue();
    await screen.findAllByText('Rahul Verma');
    expect(rowOf(1).getByText('Yours: another decider acts on it')).toBeTruthy();
    expect(rowOf(1).queryByRole('button', { name: /^(Approve|Reject) / })).toBeNull();
    expect(rowOf(1).getByRole('checkbox', { name: "Select Farhan Shaikh's claim" }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(rowOf(2).getByRole('button', { name: "Approve Rahul Verma's claim" })).toBeTruthy();
    expect(rowOf(2).queryByText('Yours: another decider acts on it')).toBeNull();

    const [selectAll] = screen.getAllByRole('checkbox', { name: 'Select all reimbursement claims on this page' });
    await userEvent.click(selectAll!);
    expect(rowOf(2).getByRole('checkbox', { name: "Select Rahul Verma's claim" }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(rowOf(1).getByRole('checkbox', { name: "Select Farhan Shaikh's claim" }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getByText('1 selected')).toBeTruthy();
  });
});

/** A step after the decision, as finance pays approved claims: one action that records a reference. */
const markPaid = (sendMany: QueueAction['sendMany']): QueueAction => ({
  verb: 'Mark paid',
  selectedVerb: 'Mark selected paid',
  icon: Banknote,
  past: 'marked paid',
  selectionHint: 'Select claims paid with one transfer to mark them together.',
  title: (subject) => `Mark ${subject} Paid?`,
  description: 'The employee is told at once.',
  fields: [
    {
      name: 'paymentReference',
      label: 'Payment reference',
      required: 'Give the payment reference.',
      schema: z.string().trim().min(3, 'Give the payment reference (at least 3 characters).'),
      hint: (bulk) => `The bank transfer's reference.${bulk ? ' Every chosen claim gets it.' : ''}`,
    },
  ],
  send: () => Promise.reject(new Error('Not sent in this test.')),
  sendMany,
});

describe("a step's own action on the queue", () => {
  it('takes the place of approve and reject on a row and on a selection, with no history to open', async () => {
    renderQueue(markPaid(vi.fn()));
    await screen.findAllByText('Rahul Verma');
    expect(rowOf(2).getByRole('button', { name: "Mark paid Rahul Verma's claim" })).toBeTruthy();
    expect(rowOf(2).queryByRole('button', { name: /^(Approve|Reject|View history) / })).toBeNull();
    expect(rowOf(1).getByText('Yours: another decider acts on it')).toBeTruthy();

    await userEvent.click(rowOf(2).getByRole('checkbox', { name: "Select Rahul Verma's claim" }));
    expect(screen.getByRole('button', { name: 'Mark selected paid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Approve|Reject) selected$/ })).toBeNull();
  });

  it('asks what it records, by its rule and with no remark, and says what came of several in the status line', async () => {
    const sendMany = vi.fn<QueueAction['sendMany']>(async (ids) => ({
      results: ids.map((id) => ({ id, ok: true, status: 'PAID', statusCode: 200, message: 'Paid.' })),
      succeeded: ids.length,
      failed: 0,
    }));
    renderQueue(markPaid(sendMany));
    await screen.findAllByText('Rahul Verma');
    await userEvent.click(rowOf(2).getByRole('checkbox', { name: "Select Rahul Verma's claim" }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark selected paid' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Mark 1 request Paid?' }));
    expect(dialog.getByText("The bank transfer's reference. Every chosen claim gets it.")).toBeTruthy();
    expect(dialog.queryByLabelText(/Remark/)).toBeNull();
    await userEvent.type(dialog.getByLabelText('Payment reference'), 'NE');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(dialog.getByText('Give the payment reference (at least 3 characters).')).toBeTruthy();
    expect(sendMany).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByLabelText('Payment reference'), 'FT-1123');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect((await screen.findByText('1 marked paid.')).closest('[role="status"]')).toBeTruthy();
    expect(sendMany).toHaveBeenCalledWith([2], { paymentReference: 'NEFT-1123' });
  });
});
