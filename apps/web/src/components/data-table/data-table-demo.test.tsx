/**
 * A demonstration of the data table as a list would use it, run as a test rather than shown as a screen: a
 * server-paged, sortable, searchable queue with selection and its state in the URL, and a short client-side list.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { Inbox, PartyPopper } from 'lucide-react';
import { REQUEST_STATUSES, type RequestStatus } from '@staffdesk/shared/schemas/requests';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { DataTable } from './data-table';
import type { DataTableColumn, TableSort } from './data-table-columns';
import { useTableParams } from './use-table-params';

afterEach(cleanup);

// What a family's columns file holds.
interface LeaveRequest {
  id: number;
  employeeName: string;
  typeLabel: string;
  days: number;
  createdAt: string;
  status: RequestStatus;
}

const leaveRequestColumns: DataTableColumn<LeaveRequest>[] = [
  { id: 'employee', header: 'Requester', cell: (r) => r.employeeName, sortKey: 'employeeName', card: 'title' },
  { id: 'type', header: 'Leave', cell: (r) => r.typeLabel, card: 'subtitle' },
  { id: 'days', header: 'Days', cell: (r) => r.days, numeric: true, width: 'fit' },
  {
    id: 'submitted',
    header: 'Submitted',
    cell: (r) => r.createdAt,
    sortKey: 'createdAt',
    firstSort: 'desc',
    hideBelow: 'lg',
  },
  { id: 'status', header: 'Status', cell: (r) => <RequestStatusBadge status={r.status} />, card: 'badge' },
];

// A stand-in for the API: sorts, searches, filters and pages as the server does.
const NAMES = [
  'Ada Lovelace',
  'Alan Turing',
  'Grace Hopper',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
  'Frances Allen',
];
const ALL: LeaveRequest[] = NAMES.map((employeeName, i) => ({
  id: i + 1,
  employeeName,
  typeLabel: i % 2 ? 'Sick leave' : 'Casual leave',
  days: i + 1,
  createdAt: `2026-11-${String(10 + i).padStart(2, '0')}`,
  status: i % 3 ? 'PENDING' : 'APPROVED',
}));
const PAGE_SIZE = 3;

async function fetchLeaveRequests(query: {
  page: number;
  sort: TableSort | null;
  search: string;
  status?: RequestStatus;
}) {
  const sort = query.sort ?? { key: 'createdAt', order: 'desc' };
  const field = sort.key === 'employeeName' ? 'employeeName' : 'createdAt';
  const rows = ALL.filter(
    (r) =>
      r.employeeName.toLowerCase().includes(query.search.trim().toLowerCase()) &&
      (!query.status || r.status === query.status),
  ).sort((a, b) => a[field].localeCompare(b[field]) * (sort.order === 'desc' ? -1 : 1));
  return {
    items: rows.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE),
    total: rows.length,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

const NEWEST_FIRST: TableSort = { key: 'createdAt', order: 'desc' };

// What a list page holds: its state in the URL, its query, and one DataTable.
function PendingLeaveRequests() {
  const list = useTableParams({
    columns: leaveRequestColumns,
    defaultSort: NEWEST_FIRST,
    filters: { status: REQUEST_STATUSES },
  });
  const { page, sort, search, filters } = list;
  const query = useQuery({
    queryKey: ['leave-requests', { page, sort, search, status: filters.status }],
    queryFn: () => fetchLeaveRequests({ page, sort, search, status: filters.status }),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return (
    <DataTable
      mode="server"
      label="Leave requests"
      noun="leave requests"
      columns={leaveRequestColumns}
      rows={query.data?.items}
      getRowId={(r) => r.id}
      query={query}
      empty={{ icon: Inbox, title: 'No leave requests.', hint: 'Requests from your team show up here.' }}
      sort={sort}
      defaultSort={NEWEST_FIRST}
      onSortChange={list.setSort}
      search={{ value: search, onChange: list.setSearch, label: 'Search by requester' }}
      filters={
        <NativeSelect
          aria-label="Status"
          value={filters.status ?? ''}
          onChange={(e) => list.setFilter('status', (e.target.value || undefined) as RequestStatus | undefined)}
        >
          <option value="">All statuses</option>
          <option value="PENDING">Pending</option>
          <option value="APPROVED">Approved</option>
        </NativeSelect>
      }
      filtered={list.filtered}
      onClearFilters={list.clearFilters}
      pagination={{ page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPageChange: list.setPage }}
      selection={{
        selected,
        onSelectedChange: setSelected,
        rowLabel: (r) => `${r.employeeName}'s ${r.typeLabel.toLowerCase()}`,
        actions: <Button size="sm">Approve selected</Button>,
        hint: 'Select requests to decide several at once.',
      }}
      rowActions={(r) => (
        <Button size="sm" variant="outline" aria-label={`Approve ${r.employeeName}'s request`}>
          Approve
        </Button>
      )}
    />
  );
}

function Url() {
  return <output aria-label="URL">{useLocation().search}</output>;
}

function renderDemo(url = '/approvals') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <PendingLeaveRequests />
        <Url />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const table = () => screen.getByRole('table', { name: 'Leave requests' });
const requesters = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

// A short list the table sorts and searches by itself: the holidays of a year.
interface Holiday {
  id: number;
  date: string;
  name: string;
}
const holidayColumns: DataTableColumn<Holiday>[] = [
  { id: 'date', header: 'Date', value: (h) => h.date, sortKey: 'date', card: 'subtitle' },
  { id: 'name', header: 'Name', value: (h) => h.name, sortKey: 'name', searchable: true, card: 'title' },
];
const HOLIDAYS: Holiday[] = [
  { id: 1, date: '2026-01-26', name: 'Republic Day' },
  { id: 2, date: '2026-08-15', name: 'Independence Day' },
  { id: 3, date: '2026-10-02', name: 'Gandhi Jayanti' },
];

describe('the data table, as a list uses it', () => {
  // A whole session of clicks and typing: more than the default 5 s on a busy two-core machine.
  it(
    'a server-paged queue: sort, search, filter, page and select, with its state in the URL',
    { timeout: 20_000 },
    async () => {
      renderDemo();
      expect(screen.getByText('Loading leave requests…')).toBeTruthy();
      await vi.waitFor(() => expect(requesters()).toEqual(['Frances Allen', 'Donald Knuth', 'Barbara Liskov']));
      expect(screen.getByText('Select requests to decide several at once.')).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: 'Sort by Requester, ascending' }));
      await vi.waitFor(() => expect(requesters()).toEqual(['Ada Lovelace', 'Alan Turing', 'Barbara Liskov']));
      expect(screen.getByLabelText('URL').textContent).toBe('?sort=employeeName&order=asc');

      await userEvent.click(
        within(screen.getByRole('navigation', { name: 'Pages of leave requests' })).getByRole('button', {
          name: 'Next page',
        }),
      );
      await vi.waitFor(() => expect(requesters()).toEqual(['Donald Knuth', 'Edsger Dijkstra', 'Frances Allen']));
      expect(screen.getByLabelText('URL').textContent).toBe('?sort=employeeName&order=asc&page=2');

      await userEvent.click(within(table()).getByRole('checkbox', { name: 'Select all leave requests on this page' }));
      expect(screen.getByText('3 selected')).toBeTruthy();

      await userEvent.type(screen.getByRole('searchbox', { name: 'Search by requester' }), 'tur');
      await vi.waitFor(() => expect(requesters()).toEqual(['Alan Turing']));
      expect(screen.getByLabelText('URL').textContent).toBe('?sort=employeeName&order=asc&search=tur');

      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'APPROVED');
      await vi.waitFor(() => expect(screen.getByText('No leave requests match your search and filters.')).toBeTruthy());
      await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
      await vi.waitFor(() => expect(requesters()).toEqual(['Ada Lovelace', 'Alan Turing', 'Barbara Liskov']));
      expect(screen.getByLabelText('URL').textContent).toBe('?sort=employeeName&order=asc');
    },
  );

  it('a server-paged queue opens where its URL says', async () => {
    renderDemo('/approvals?status=APPROVED&sort=employeeName&order=desc');
    await vi.waitFor(() => expect(requesters()).toEqual(['Frances Allen', 'Edsger Dijkstra', 'Ada Lovelace']));
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('APPROVED');
  });

  it('a short list the table sorts and searches itself', async () => {
    render(
      <DataTable
        label="Holidays of 2026"
        noun="holidays"
        columns={holidayColumns}
        rows={HOLIDAYS}
        getRowId={(h) => h.id}
        defaultSort={{ key: 'date', order: 'asc' }}
        search={{}}
        empty={{ icon: PartyPopper, title: 'No holidays in 2026.' }}
      />,
    );
    const names = () =>
      within(screen.getByRole('table', { name: 'Holidays of 2026' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(names()).toEqual(['Republic Day', 'Independence Day', 'Gandhi Jayanti']);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name, ascending' }));
    expect(names()).toEqual(['Gandhi Jayanti', 'Independence Day', 'Republic Day']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search holidays' }), 'day');
    await vi.waitFor(() => expect(names()).toEqual(['Independence Day', 'Republic Day']));
  });
});
