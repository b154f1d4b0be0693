import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TDelegation, TDelegationList } from '@staffdesk/shared/schemas/delegations';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { toast } from '@/lib/toast';
import { DelegationCard } from './delegation-card';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
// The company's date locale is en-IN: dates are typed dd/mm/yyyy.
vi.mock('@/lib/api/get-company-settings', () => ({ useTypedDatePattern: () => 'dd/MM/yyyy' }));

const viewer = { userId: 3, fullname: 'Meera Desai', userRoleList: ['L1'] } as TUserContext;
const people = [
  { userId: 3, fullname: 'Meera Desai', username: 'meera', userEmailId: 'meera@example.com', designation: 'Team Lead' },
  { userId: 12, fullname: 'Ravi Kumar', username: 'ravi', userEmailId: 'ravi@example.com', designation: null },
];
const toRavi: TDelegation = {
  id: 7,
  deciderId: 3,
  deciderName: 'Meera Desai',
  delegateId: 12,
  delegateName: 'Ravi Kumar',
  startsOn: '2026-12-01',
  endsOn: '2026-12-05',
  active: true,
  cancelledAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let list: TDelegationList;
/** What the server answers POST /api/delegations: the delegation, unless a test refuses it. */
let answerCreate: (body: unknown) => Response;
let client: QueryClient;

beforeEach(() => {
  // Today, in office time, is November 25, 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T06:00:00.000Z'));
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userContextQueryOptions().queryKey, viewer);
  list = { given: [], received: [], away: [] };
  answerCreate = () => json(toRavi, 201);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/api/employee/context') return json({ officeHours: { timeZone: 'Asia/Kolkata' } });
    if (url === '/api/users/reporting-managers') return json(people);
    if (url === '/api/delegations' && init.method === 'GET') return json(list);
    if (url === '/api/delegations' && init.method === 'POST') return answerCreate(JSON.parse(String(init.body)));
    if (url === '/api/delegations/7/cancel' && init.method === 'POST') {
      list = { ...list, given: [] };
      return json({ ...toRavi, active: false, cancelledAt: '2026-11-25T06:00:00.000Z' });
    }
    return json({ message: 'Not found.' }, 404);
  });
  vi.mocked(toast.success).mockReset();
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCard() {
  render(
    <QueryClientProvider client={client}>
      <DelegationCard />
    </QueryClientProvider>,
  );
}

const posts = () => fetchMock.mock.calls.filter(([url, init]) => url === '/api/delegations' && init.method === 'POST');

/** Ravi Kumar, from December 01 to December 05, 2026, submitted. */
async function delegateToRavi() {
  const user = userEvent.setup();
  renderCard();
  await screen.findByRole('option', { name: 'Ravi Kumar' });
  await user.selectOptions(screen.getByLabelText('Delegate'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('First day'), '01/12/2026');
  await user.type(screen.getByLabelText('Last day'), '05/12/2026');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('DelegationCard', () => {
  it('offers the people who lead a team but the viewer', async () => {
    renderCard();
    await screen.findByRole('option', { name: 'Ravi Kumar' });
    const options = within(screen.getByLabelText('Delegate')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Choose a delegate', 'Ravi Kumar']);
  });

  it('sends exactly the delegate and the first and last day, then says so and clears the form', async () => {
    await delegateToRavi();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Delegation saved.'));
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]![1].body))).toEqual({
      delegateId: 12,
      startsOn: '2026-12-01',
      endsOn: '2026-12-05',
    });
    expect(screen.getByLabelText('Delegate')).toHaveProperty('value', '');
    expect(screen.getByLabelText('First day')).toHaveProperty('value', '');
  });

  it('says what is missing under each field and sends nothing', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.getElementById('delegateId-error')?.textContent).toBe('Choose a delegate.');
    expect(document.getElementById('startsOn-error')?.textContent).toBe('Choose the first day.');
    expect(document.getElementById('endsOn-error')?.textContent).toBe('Choose the last day.');
    expect(screen.getByLabelText('Delegate').getAttribute('aria-describedby')).toBe('delegateId-error');
    expect(posts()).toHaveLength(0);
  });

  it("shows the server's refusal of a field under that field", async () => {
    answerCreate = () =>
      json(
        {
          message: 'The first day cannot be in the past.',
          errorDetails: ['startsOn: The first day cannot be in the past.'],
        },
        400,
      );
    await delegateToRavi();
    await waitFor(() =>
      expect(document.getElementById('startsOn-error')?.textContent).toBe('The first day cannot be in the past.'),
    );
    const field = screen.getByLabelText('First day');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('startsOn-error');
    // Said under its field only, not again above the buttons.
    expect(screen.getByRole('form', { name: 'New delegation' }).querySelector('div[role=alert]')).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says an overlap above the buttons', async () => {
    answerCreate = () => json({ message: 'Another of your delegations covers some of these days.' }, 409);
    await delegateToRavi();
    const form = screen.getByRole('form', { name: 'New delegation' });
    expect(await within(form).findByText('Another of your delegations covers some of these days.')).toBeTruthy();
    expect(
      within(form).getByText('Another of your delegations covers some of these days.').closest('[role=alert]'),
    ).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('lists a delegation given and cancels it once confirmed', async () => {
    list = { given: [toRavi], received: [], away: [] };
    const user = userEvent.setup();
    renderCard();
    const given = await screen.findByRole('region', { name: 'Your Delegations' });
    const item = within(given).getByRole('listitem');
    expect(within(item).getByText('Ravi Kumar').textContent).toBe('Ravi KumarActive now');
    expect(within(item).getByText('December 01, 2026 – December 05, 2026')).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'Cancel delegation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel This Delegation?' });
    expect(
      within(dialog).getByText(
        'Ravi Kumar stops deciding your requests now. Decisions already taken stay as they are.',
      ),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/delegations/7/cancel')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel delegation' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Delegation cancelled.'));
    expect(
      fetchMock.mock.calls.filter(([url, init]) => url === '/api/delegations/7/cancel' && init.method === 'POST'),
    ).toHaveLength(1);
    expect(await within(given).findByText('You have named no one. Your requests wait for you alone.')).toBeTruthy();
  });

  it('keeps the delegation when the confirmation is dismissed', async () => {
    list = { given: [toRavi], received: [], away: [] };
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Cancel delegation' }));
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/delegations/7/cancel')).toBe(false);
  });

  it('lists the delegations given to the viewer', async () => {
    list = {
      given: [],
      received: [
        {
          ...toRavi,
          id: 9,
          deciderId: 20,
          deciderName: 'Asha Rao',
          delegateId: 3,
          delegateName: 'Meera Desai',
          active: false,
        },
      ],
      away: [],
    };
    renderCard();
    const received = await screen.findByRole('region', { name: 'Delegated to You' });
    expect(within(received).getByRole('listitem').textContent).toBe(
      'You decide for Asha Rao from December 01, 2026 to December 05, 2026.',
    );
    expect(screen.getByText('You have named no one. Your requests wait for you alone.')).toBeTruthy();
  });
});
