import { useMemo } from 'react';
import { Ticket } from 'lucide-react';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_SORTS,
  TICKET_STATUSES,
  type TTicket,
} from '@staffdesk/shared/schemas/helpdesk';
import { FilterSelect } from '@/components/data-table/filter-select';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';
import { useTableParams } from '@/components/data-table/use-table-params';
import { oneOf } from '@/components/requests/request-family';
import { useOwnTickets } from './api/get-own-tickets';
import { TicketStatusBadge, ageText, ticketColumns, useTicketLabels } from './ticket-bits';

const NEWEST_FIRST: TableSort = { key: 'createdAt', order: 'desc' };
const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase();

/** The signed-in user's own tickets: status, category and priority filters, search, sort and pages in the URL. */
export function TicketList({ pageSize }: { pageSize: number }) {
  const labels = useTicketLabels();
  const columns = useMemo<DataTableColumn<TTicket>[]>(
    () => [
      ...ticketColumns(labels),
      {
        id: 'status',
        header: 'Status',
        cell: (r) => <TicketStatusBadge status={r.status} />,
        sortKey: 'status',
        card: 'badge',
        width: 'fit',
      },
      {
        id: 'age',
        header: 'Age',
        value: (r) => ageText(r.createdAt),
        sortKey: 'createdAt',
        firstSort: 'desc',
        width: 'fit',
      },
    ],
    [labels],
  );
  const list = useTableParams({
    columns,
    defaultSort: NEWEST_FIRST,
    filters: { status: TICKET_STATUSES, category: TICKET_CATEGORIES, priority: TICKET_PRIORITIES },
  });
  const { status, category, priority } = list.filters;
  const query = useOwnTickets({
    page: list.page,
    pageSize,
    sort: oneOf(TICKET_SORTS, list.sort?.key),
    order: list.sort?.order,
    status,
    category,
    priority,
    search: list.search || undefined,
  });
  return (
    <DataTable
      mode="server"
      label="Your tickets"
      noun="tickets"
      columns={columns}
      rows={query.data?.items}
      getRowId={(r) => r.id}
      query={query}
      errorTitle="Your tickets could not be loaded."
      empty={{
        icon: Ticket,
        title: 'No tickets yet.',
        hint: 'Raise a ticket when something needs the IT, HR or administration desk.',
        filteredTitle: 'No tickets match these filters.',
      }}
      sort={list.sort}
      defaultSort={NEWEST_FIRST}
      onSortChange={list.setSort}
      search={{ label: 'Search by subject or number', value: list.search, onChange: list.setSearch }}
      filters={
        <>
          <FilterSelect
            className="sm:w-40"
            id="status-filter"
            label="Status"
            allLabel="All statuses"
            value={status}
            options={TICKET_STATUSES.map((s) => ({ value: s, label: words(s) }))}
            onChange={(v) => list.setFilter('status', v as never)}
          />
          <FilterSelect
            className="sm:w-40"
            id="category-filter"
            label="Category"
            allLabel="All categories"
            value={category}
            options={TICKET_CATEGORIES.map((c) => ({ value: c, label: labels.category(c) }))}
            onChange={(v) => list.setFilter('category', v as never)}
          />
          <FilterSelect
            className="sm:w-40"
            id="priority-filter"
            label="Priority"
            allLabel="All priorities"
            value={priority}
            options={TICKET_PRIORITIES.map((p) => ({ value: p, label: words(p) }))}
            onChange={(v) => list.setFilter('priority', v as never)}
          />
        </>
      }
      filtered={list.filtered || list.search !== ''}
      onClearFilters={list.clearFilters}
      pagination={{ page: list.page, pageSize, total: query.data?.total ?? 0, onPageChange: list.setPage }}
    />
  );
}
