import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Inbox } from 'lucide-react';
import { PENDING_TIMESHEET_WEEK_SORTS, type TBulkWeekDecisionResponse, type TPendingTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EscalatedBadge } from '@/components/request-status-badge';
import { DataTable } from '@/components/data-table/data-table';
import { useTableParams } from '@/components/data-table/use-table-params';
import { oneOf } from '@/components/requests/request-family';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import type { RegisteredRequestFamily } from '@/components/requests/registered-family';
import { formatDateRange, formatOfficeDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useEmployeeContext } from '@/lib/api/get-employee-context';
import { pendingWeeksCount, pendingWeeksQueryOptions, useApproveWeeks } from './api/timesheet-queries';
import { totalText } from './hours';

type WeekId = string;
const PAGE_SIZE = 20;
const OLDEST_WEEK_FIRST = { key: 'startDate', order: 'asc' } as const;
const idOf = (week: Pick<TPendingTimesheetWeek, 'employeeId' | 'startDate'>): WeekId => `${week.employeeId}:${week.startDate}`;
const describe = (week: TPendingTimesheetWeek) => `${week.employeeName}'s week of ${formatDateRange(week.startDate, week.endDate)}`;

function columns(timeZone: string | undefined): DataTableColumn<TPendingTimesheetWeek>[] {
  return [
    {
      id: 'employee',
      header: 'Employee',
      cell: (w) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          {w.employeeName}
          {w.escalated && <EscalatedBadge />}
        </span>
      ),
      value: (w) => w.employeeName,
      sortKey: 'employeeName',
      card: 'title',
      width: 'sm',
    },
    { id: 'week', header: 'Week', cell: (w) => formatDateRange(w.startDate, w.endDate), value: (w) => w.startDate, sortKey: 'startDate', width: 'md' },
    { id: 'days', header: 'Locked days', value: (w) => w.lockedDays, sortKey: 'lockedDays', numeric: true, width: 'fit' },
    { id: 'hours', header: 'Hours', cell: (w) => totalText(w.lockedHours), value: (w) => w.lockedHours, sortKey: 'lockedHours', numeric: true, width: 'fit' },
    { id: 'locked', header: 'Submitted', cell: (w) => formatOfficeDateTime(w.lockedAt, timeZone), value: (w) => w.lockedAt, sortKey: 'lockedAt', hideBelow: 'xl', width: 'fit' },
  ];
}

/** One line per week of a bulk answer: approved, or why not. */
function BulkAnswer({ answer, onDismiss }: { answer: TBulkWeekDecisionResponse; onDismiss: () => void }) {
  return (
    <div role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="font-medium">
          {answer.succeeded} week{answer.succeeded === 1 ? '' : 's'} approved{answer.failed ? `, ${answer.failed} refused` : ''}.
        </p>
        <button type="button" className="text-xs underline underline-offset-2" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
      <ul className="space-y-1">
        {answer.results.map((r) => (
          <li key={idOf(r)} className={r.ok ? undefined : 'text-destructive'}>
            {formatDateRange(r.startDate, r.days.at(-1)?.date ?? r.startDate)}: {r.message}
            {r.days.some((d) => d.outcome === 'REFUSED') && ` (${r.days.filter((d) => d.outcome === 'REFUSED').map((d) => `${d.date}: ${d.message}`).join('; ')})`}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The timesheet weeks waiting for the viewer's approval, approved one at a time or several at once. */
function PendingWeeksQueue() {
  const timeZone = useEmployeeContext().data?.officeHours.timeZone;
  const tableColumns = useMemo(() => columns(timeZone), [timeZone]);
  const list = useTableParams({ prefix: 'timesheet', columns: tableColumns, defaultSort: OLDEST_WEEK_FIRST });
  const query = useQuery(
    pendingWeeksQueryOptions({
      page: list.page,
      pageSize: PAGE_SIZE,
      sort: oneOf(PENDING_TIMESHEET_WEEK_SORTS, list.sort?.key),
      order: list.sort?.order,
      search: list.search || undefined,
    }),
  );
  const approve = useApproveWeeks();
  const [selected, setSelected] = useState<ReadonlySet<WeekId>>(new Set());
  const [confirming, setConfirming] = useState<TPendingTimesheetWeek[] | null>(null);
  const [answer, setAnswer] = useState<TBulkWeekDecisionResponse | null>(null);
  const rows = query.data?.items;
  const chosen = (rows ?? []).filter((w) => selected.has(idOf(w)));

  const confirm = () => {
    if (!confirming) return;
    approve.mutate(
      confirming.map((w) => ({ employeeId: w.employeeId, startDate: w.startDate })),
      {
        onSuccess: (response) => {
          setAnswer(response);
          toast[response.failed ? 'warning' : 'success'](`${response.succeeded} week${response.succeeded === 1 ? '' : 's'} approved${response.failed ? `, ${response.failed} refused` : ''}.`);
          setConfirming(null);
          setSelected(new Set());
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      {answer && <BulkAnswer answer={answer} onDismiss={() => setAnswer(null)} />}
      <DataTable
        mode="server"
        label="Timesheet weeks waiting for approval"
        noun="timesheet weeks"
        columns={tableColumns}
        rows={rows}
        getRowId={idOf}
        query={query}
        empty={{ icon: Inbox, title: 'No timesheet weeks waiting.', hint: 'Weeks your team submits show up here, and weeks escalated to you or of a manager you stand in for.' }}
        sort={list.sort}
        defaultSort={OLDEST_WEEK_FIRST}
        onSortChange={list.setSort}
        search={{ label: 'Search by employee', value: list.search, onChange: list.setSearch }}
        filtered={list.search !== ''}
        onClearFilters={() => list.setSearch('')}
        pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPageChange: list.setPage }}
        selection={{
          selected: new Set(chosen.map(idOf)),
          onSelectedChange: setSelected,
          rowLabel: describe,
          hint: 'Select weeks to approve several at once.',
          actions: (
            <Button size="sm" onClick={() => setConfirming(chosen)}>
              <Check aria-hidden="true" />
              Approve selected
            </Button>
          ),
        }}
        rowActions={(week) => (
          <Button size="sm" variant="outline" onClick={() => setConfirming([week])} aria-label={`Approve ${describe(week)}`}>
            <Check aria-hidden="true" />
            Approve
          </Button>
        )}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming?.length === 1 ? 'Approve This Week?' : `Approve ${confirming?.length ?? 0} Weeks?`}
        description={confirming?.length === 1 ? `${describe(confirming[0]!)}: its locked days are approved.` : 'The locked days of every selected week are approved.'}
        confirmLabel="Approve"
        dismissLabel="Cancel"
        destructive={false}
        pending={approve.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}

/** Timesheet weeks on the self-service approvals screen, beside the request families (not a request family itself: weeks, not requests). */
export const timesheetWeeks: RegisteredRequestFamily = {
  key: 'timesheet',
  area: 'self-service',
  label: 'Timesheets',
  deciders: { kind: 'reporting-manager' },
  countQuery: pendingWeeksCount,
  Queue: PendingWeeksQueue,
};
