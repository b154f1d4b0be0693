import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TIssuedAsset } from '@staffdesk/shared/schemas/assets';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { AssetsInHand } from './assets-in-hand';

const viewer = { userId: 12, fullname: 'Isha Tiwari', userRoleList: ['IT_HEAD'] } as TUserContext;
const asset = (id: number, employeeId: number, employeeName: string): TIssuedAsset => ({
  id,
  employeeId,
  employeeName,
  employeeCode: null,
  department: null,
  requestId: id + 100,
  assetType: 'LAPTOP',
  assetTypeLabel: 'Laptop',
  assetTag: `LT-${id}`,
  serialNumber: `SN-${id}`,
  issuedOn: '2026-11-02',
  issuedByName: 'Isha Tiwari',
  returnedOn: null,
});

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userContextQueryOptions().queryKey, viewer);
  const items = [asset(1, viewer.userId, 'Isha Tiwari'), asset(2, 30, 'Rahul Verma')];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.unstubAllGlobals();
});

const rowOf = (id: number) => within(document.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`)!);

describe('the assets in hand', () => {
  it("offers IT no correction or return of the asset in their own hands, and both for anyone else's", async () => {
    render(
      <QueryClientProvider client={client}>
        <AssetsInHand />
      </QueryClientProvider>,
    );
    await screen.findAllByText('Rahul Verma');
    expect(rowOf(1).getByText('Yours: another decider acts on it')).toBeTruthy();
    expect(rowOf(1).queryAllByRole('button', { name: /^(Correct|Return) / })).toEqual([]);
    expect(rowOf(2).getByRole('button', { name: 'Correct Laptop LT-2 of Rahul Verma' })).toBeTruthy();
    expect(rowOf(2).getByRole('button', { name: 'Return Laptop LT-2 of Rahul Verma' })).toBeTruthy();
  });
});
