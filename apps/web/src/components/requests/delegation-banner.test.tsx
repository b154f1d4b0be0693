import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TDelegation, TDelegationList } from '@staffdesk/shared/schemas/delegations';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { ApprovalsPage } from './approvals-page';
import { delegationsQueryOptions } from './delegation-queries';
import type { RegisteredRequestFamily } from './registered-family';

const viewer = { userId: 12, fullname: 'Ravi Kumar', userRoleList: ['L1'] } as TUserContext;
const family: RegisteredRequestFamily = {
  key: 'leave',
  area: 'self-service',
  label: 'Leave',
  deciders: { kind: 'reporting-manager' },
  countQuery: () => ({
    queryKey: ['requests', 'queue', 'leave', 'count'],
    queryFn: () => Promise.resolve({ total: 0 }),
  }),
  Queue: () => <p>The leave queue</p>,
};
const fromMeera: TDelegation = {
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
let client: QueryClient;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userContextQueryOptions().queryKey, viewer);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    url === '/api/delegations' ? json(list) : json({ message: 'Not found.' }, 404),
  );
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ApprovalsPage title="Approvals" description="Requests waiting for you." families={[family]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The delegations query has answered. */
const loaded = () =>
  expect.poll(() => client.getQueryState(delegationsQueryOptions().queryKey)?.status).toBe('success');

describe('the delegation banner of the approvals screens', () => {
  it('says whose requests the viewer decides now, above the tabs', async () => {
    list = {
      given: [],
      received: [fromMeera, { ...fromMeera, id: 8, deciderId: 4, deciderName: 'Asha Rao', endsOn: '2026-12-10' }],
      away: [],
    };
    renderPage();
    const banner = await screen.findByRole('status');
    expect([...banner.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'You decide on behalf of Meera Desai until December 05, 2026: their requests are in these lists as well.',
      'You decide on behalf of Asha Rao until December 10, 2026: their requests are in these lists as well.',
    ]);
    expect(banner.compareDocumentPosition(screen.getByRole('tablist')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says whose requests the viewer decides while a reportee is away on leave and named nobody', async () => {
    list = { given: [], received: [], away: [{ deciderId: 5, deciderName: 'Maya Nair', until: '2026-12-04' }] };
    renderPage();
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toBe(
      'Maya Nair is on leave until December 04, 2026 and named nobody to decide: their requests are in these lists as well, for you to decide.',
    );
  });

  it('says nothing of a delegation that has not started', async () => {
    list = { given: [], received: [{ ...fromMeera, active: false }], away: [] };
    renderPage();
    await loaded();
    expect(screen.getByText('The leave queue')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing when nobody delegated to the viewer', async () => {
    list = {
      given: [{ ...fromMeera, deciderId: 12, deciderName: 'Ravi Kumar', delegateId: 3, delegateName: 'Meera Desai' }],
      received: [],
      away: [],
    };
    renderPage();
    await loaded();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
