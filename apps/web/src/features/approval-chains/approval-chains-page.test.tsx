import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TApprovalChain } from '@staffdesk/shared/schemas/approval-chains';
import { toast } from '@/lib/toast';
import { ApprovalChainsPage } from './approval-chains-page';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const leave: TApprovalChain = {
  entity: 'event-request',
  noun: 'leave or work-from-home request',
  firstStep: 'Reporting manager',
  fields: [
    { name: 'days', label: 'Working days', kind: 'number', options: [] },
    { name: 'typeCode', label: 'Type', kind: 'choice', options: [{ value: 'CL', label: 'Casual Leave' }] },
  ],
  deciders: [
    { value: 'MANAGERS_MANAGER', label: "Manager's manager" },
    { value: 'HR_HEAD', label: 'HR Head' },
  ],
  steps: [{ decider: 'HR_HEAD', when: { field: 'days', op: 'gt', value: 5 } }],
  isDefault: true,
  updatedAt: null,
  updatedByName: null,
};
const reimbursement: TApprovalChain = {
  entity: 'reimbursement',
  noun: 'reimbursement claim',
  firstStep: 'Finance',
  fields: [
    { name: 'amount', label: 'Amount', kind: 'number', options: [] },
    { name: 'category', label: 'Category', kind: 'choice', options: [{ value: 'TRAVEL', label: 'Travel' }] },
  ],
  deciders: [
    { value: 'ADMIN', label: 'Administrator' },
    { value: 'MD', label: 'Managing Director' },
    { value: 'FINANCE_HEAD', label: 'Finance Head' },
  ],
  steps: [{ decider: 'MD', when: { field: 'amount', op: 'gt', value: 25000 } }],
  isDefault: true,
  updatedAt: null,
  updatedByName: null,
};
const regularization: TApprovalChain = {
  entity: 'regularization',
  noun: 'attendance regularization',
  firstStep: 'Reporting manager',
  fields: [],
  deciders: [{ value: 'HR_HEAD', label: 'HR Head' }],
  steps: [],
  isDefault: true,
  updatedAt: null,
  updatedByName: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
/** What the server answers a PUT: the chain as saved, unless a test refuses it. */
let answerPut: (entity: string, body: { steps: TApprovalChain['steps'] }) => Response;
let client: QueryClient;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let chains = [leave, reimbursement, regularization];
  answerPut = (entity, body) => {
    const saved = {
      ...chains.find((c) => c.entity === entity)!,
      steps: body.steps,
      isDefault: false,
      updatedAt: '2026-11-23T10:00:00.000Z',
      updatedByName: 'Asha Rao',
    };
    chains = chains.map((c) => (c.entity === entity ? saved : c));
    return json(saved);
  };
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/api/employee/context') return json({ officeHours: { timeZone: 'Asia/Kolkata' } });
    if (url === '/api/approval-chains' && init.method === 'GET') return json({ items: chains });
    const put = /^\/api\/approval-chains\/([\w-]+)$/.exec(url);
    if (put?.[1] && init.method === 'PUT')
      return answerPut(put[1], JSON.parse(String(init.body)) as { steps: TApprovalChain['steps'] });
    return json({ message: 'Not found.' }, 404);
  });
  vi.mocked(toast.success).mockReset();
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <QueryClientProvider client={client}>
      <ApprovalChainsPage />
    </QueryClientProvider>,
  );
}

const puts = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'PUT');

/** Adds a third step to the claims' chain: Finance Head, when the amount is more than 30000. */
async function addFinanceHeadAbove30000() {
  const card = await screen.findByRole('form', { name: 'Reimbursement Claim' });
  await userEvent.click(within(card).getByRole('button', { name: 'Add step' }));
  await userEvent.selectOptions(within(card).getByLabelText('Step 3 decider'), 'Finance Head');
  await userEvent.selectOptions(within(card).getByLabelText('Step 3 condition field'), 'Amount');
  await userEvent.selectOptions(within(card).getByLabelText('Step 3 comparison'), 'is more than');
  await userEvent.type(within(card).getByLabelText('Step 3 value'), '30000');
  return card;
}

describe('ApprovalChainsPage', () => {
  it('shows a card per family: the fixed first step, then each later step with who decides it and when', async () => {
    renderPage();
    const card = await screen.findByRole('form', { name: 'Leave or Work-From-Home Request' });
    expect(within(card).getByText('Step 1:').parentElement?.textContent).toBe('Step 1: Reporting manager');
    expect(within(card).getByText('Default')).toBeTruthy();
    expect((within(card).getByLabelText('Step 2 decider') as HTMLSelectElement).value).toBe('HR_HEAD');
    expect((within(card).getByLabelText('Step 2 condition field') as HTMLSelectElement).value).toBe('days');
    expect((within(card).getByLabelText('Step 2 comparison') as HTMLSelectElement).value).toBe('gt');
    expect((within(card).getByLabelText('Step 2 value') as HTMLInputElement).value).toBe('5');
    expect(within(card).getByRole('button', { name: 'Remove step 2' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Reimbursement Claim' })).toBeTruthy();
    // A family without fields: its steps are always taken.
    const plain = screen.getByRole('form', { name: 'Attendance Regularization' });
    await userEvent.click(within(plain).getByRole('button', { name: 'Add step' }));
    const condition = within(plain).getByLabelText('Step 2 condition field');
    expect([...condition.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Always']);
  });

  it('sends the steps as the card shows them, then says so and shows who changed the chain', async () => {
    renderPage();
    const card = await addFinanceHeadAbove30000();
    expect(within(card).getByText('Unsaved changes')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Approval chain saved.'));
    expect(puts()).toHaveLength(1);
    const [url, init] = puts()[0]!;
    expect(url).toBe('/api/approval-chains/reimbursement');
    expect(JSON.parse(String(init.body))).toEqual({
      steps: [
        { decider: 'MD', when: { field: 'amount', op: 'gt', value: 25000 } },
        { decider: 'FINANCE_HEAD', when: { field: 'amount', op: 'gt', value: 30000 } },
      ],
    });
    expect(await within(card).findByText('Changed by Asha Rao on November 23, 2026')).toBeTruthy();
    expect(within(card).queryByText('Default')).toBeNull();
    expect(within(card).queryByText('Unsaved changes')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    expect((within(card).getByLabelText('Step 3 value') as HTMLInputElement).value).toBe('30000');
  });

  it("shows the server's refusal in the card, and beside the control it names", async () => {
    const message = 'Managing Director already decides an earlier step; nobody decides two steps of a request.';
    answerPut = () => json({ message, errorDetails: [`steps.1.decider: ${message}`] }, 400);
    renderPage();
    const card = await addFinanceHeadAbove30000();
    await userEvent.selectOptions(within(card).getByLabelText('Step 3 decider'), 'Managing Director');
    await userEvent.click(within(card).getByRole('button', { name: 'Submit' }));

    const alerts = await within(card).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([message, message]);
    const decider = within(card).getByLabelText('Step 3 decider');
    expect(decider.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(decider.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect(toast.success).not.toHaveBeenCalled();
    // The other families' cards say nothing.
    expect(
      within(screen.getByRole('form', { name: 'Leave or Work-From-Home Request' })).queryByRole('alert'),
    ).toBeNull();
  });

  it('asks for a value before sending, and discards changes back to the saved steps', async () => {
    renderPage();
    const card = await screen.findByRole('form', { name: 'Reimbursement Claim' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add step' }));
    await userEvent.selectOptions(within(card).getByLabelText('Step 3 condition field'), 'Category');
    expect(
      [...within(card).getByLabelText('Step 3 comparison').querySelectorAll('option')].map((o) => o.textContent),
    ).toEqual(['is']);
    await userEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(within(card).getByRole('alert').textContent).toBe('Choose a value.');
    await userEvent.clear(within(card).getByLabelText('Step 2 value'));
    await userEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(
      within(card)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Enter the value.', 'Choose a value.']);
    expect(puts()).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByLabelText('Step 3 decider')).toBeNull();
    expect((within(card).getByLabelText('Step 2 value') as HTMLInputElement).value).toBe('25000');
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('allows at most three steps after the first', async () => {
    renderPage();
    const card = await screen.findByRole('form', { name: 'Reimbursement Claim' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add step' }));
    // A step just added takes the focus, so that the keyboard goes on from "Add step".
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByLabelText('Step 3 decider')));
    await userEvent.click(within(card).getByRole('button', { name: 'Add step' }));
    expect(within(card).getByLabelText('Step 4 decider')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add step' })).toHaveProperty('disabled', true);
    expect(within(card).getByText('A chain can have at most 3 steps after the first.')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Remove step 3' }));
    expect(within(card).getByRole('button', { name: 'Add step' })).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Add step' }));
  });
});
