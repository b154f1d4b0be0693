import { CheckCircle2 } from 'lucide-react';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { REGULARIZATION_MAX_DAYS_BACK, type TMissingDay } from '@staffdesk/shared/schemas/attendance';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { dayStatusLabel } from '@/components/attendance-calendar/day-status';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';
import { useTableParams } from '@/components/data-table/use-table-params';
import { formatDate } from '@/lib/dates';
import { MISSING_DAYS_PAGE_SIZE, useMissingDays } from './api/get-missing-days';
import { RegularizeLink } from './regularize-link';
import { CollapsedOnPhone } from './collapsed-on-phone';

const NEWEST: TableSort = { key: 'date', order: 'desc' };

const columns: DataTableColumn<TMissingDay>[] = [
  {
    id: 'date',
    header: 'Day',
    cell: (d) => formatDate(d.date),
    sortKey: 'date',
    firstSort: 'desc',
    card: 'title',
    width: 'fit',
  },
  {
    id: 'status',
    header: 'What is missing',
    cell: (d) =>
      [dayStatusLabel(d.status), d.firstInTime && `in ${d.firstInTime}`, d.lastOutTime && `out ${d.lastOutTime}`]
        .filter(Boolean)
        .join(' · '),
    card: 'subtitle',
  },
];

/** Days without a closing punch or without any: each one can be regularized from here. */
export function MissingDaysCard({ employeeId, today }: { employeeId: number | undefined; today: string | undefined }) {
  const list = useTableParams({ prefix: 'missing', columns, defaultSort: NEWEST });
  const query = useMissingDays(employeeId, { page: list.page, order: list.sort?.order ?? 'desc' });
  const todayDate = today ? parseISO(today) : new Date();
  const total = query.data?.total;

  const action = (day: TMissingDay) => {
    if (day.regularizationStatus) {
      return (
        <span className="flex items-center justify-end gap-2 text-xs text-muted-foreground">
          Regularization <RequestStatusBadge status={day.regularizationStatus} />
        </span>
      );
    }
    if (differenceInCalendarDays(todayDate, parseISO(day.date)) > REGULARIZATION_MAX_DAYS_BACK) {
      return <span className="text-xs text-muted-foreground">More than {REGULARIZATION_MAX_DAYS_BACK} days ago</span>;
    }
    return <RegularizeLink date={day.date} />;
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Missing Punches</CardTitle>
        <CardDescription>Past working days without a check-in or a check-out.</CardDescription>
      </CardHeader>
      <CardContent>
        <CollapsedOnPhone
          showLabel={total === undefined ? 'Show missing punches' : `Show missing punches (${total})`}
          hideLabel="Hide missing punches"
        >
          <DataTable
            mode="server"
            label="Days with missing punches"
            noun="missing days"
            columns={columns}
            rows={employeeId === undefined ? undefined : query.data?.items}
            getRowId={(d) => d.date}
            query={query}
            errorTitle="Missing punches could not be loaded."
            empty={{
              icon: CheckCircle2,
              title: 'No missing punches.',
              hint: 'Every past working day has its check-in and check-out.',
            }}
            sort={list.sort}
            defaultSort={NEWEST}
            onSortChange={list.setSort}
            pagination={
              (query.data?.total ?? 0) > MISSING_DAYS_PAGE_SIZE
                ? {
                    page: list.page,
                    pageSize: MISSING_DAYS_PAGE_SIZE,
                    total: query.data?.total ?? 0,
                    onPageChange: list.setPage,
                  }
                : undefined
            }
            rowActions={action}
          />
        </CollapsedOnPhone>
      </CardContent>
    </Card>
  );
}
