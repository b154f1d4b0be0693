import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, History, Inbox, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EscalatedBadge } from '@/components/request-status-badge';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';
import { useTableParams } from '@/components/data-table/use-table-params';
import { toast } from '@/lib/toast';
import { formatOfficeDateTime } from '@/lib/dates';
import { useEmployeeContext } from '@/lib/api/get-employee-context';
import { summarizeBulkOutcome, type BulkSummary } from './bulk-outcome';
import { BulkOutcomeBanner } from './bulk-outcome-banner';
import { ChainStep } from './chain-step';
import { waitingFor } from '@staffdesk/shared/schemas/approval-chains';
import { DecisionDialog, type PendingDecision } from './decision-dialog';
import { RequestTrail } from './request-trail';
import { HistoryDialog, type HistoryTarget } from './history-dialog';
import { OwnRecordNote, useIsOwnRecord } from './own-record';
import { LinkedRequestMissing, useLinkedRequest } from './linked-request';
import { queueQueryOptions, useDecideRequest, useDecideRequestsInBulk } from './request-queries';
import type { RequestItem, WebRequestFamily } from './request-family';

export const QUEUE_PAGE_SIZE = 20;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
export const NEWEST_FIRST: TableSort = { key: 'createdAt', order: 'desc' };

/**
 * After a decision the decided row leaves the list: focus goes to the row that took its place (its Approve
 * button), else the one before, else the queue itself, so a keyboard user goes on from where they were.
 */
function focusRowAt(container: HTMLElement | null, index: number): boolean {
  if (!container) return false;
  const rows = [...container.querySelectorAll<HTMLElement>('[data-row-id]')].filter((el) => el.getClientRects().length > 0);
  const row = rows[Math.min(index, rows.length - 1)];
  (row?.querySelector<HTMLElement>('button[aria-label^="Approve "]') ?? container).focus();
  return true;
}

/** The requester (and the step a request of several waits at), why and when they asked, around what the family shows of a request. */
function queueColumns<Item extends RequestItem>(family: WebRequestFamily<Item>, timeZone: string | undefined): DataTableColumn<Item>[] {
  return [
    {
      id: 'requester',
      header: 'Requester',
      cell: (r) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          {r.employeeName}
          {r.escalated && <EscalatedBadge />}
          <ChainStep request={r} />
        </span>
      ),
      sortKey: 'employeeName',
      card: 'title',
      width: 'sm',
    },
    ...family.approvalColumns,
    ...(family.hasReason === false ? [] : [{ id: 'reason', header: family.reasonLabel ?? 'Reason', value: (r: Item) => r.reason, width: 'md' } as const]),
    { id: 'submitted', header: 'Submitted', cell: (r) => formatOfficeDateTime(r.createdAt, timeZone), sortKey: 'createdAt', firstSort: 'desc', hideBelow: 'xl', width: 'fit' },
  ];
}

/**
 * One family's tab of an approvals screen: the requests waiting for the viewer, sorted, searched and paged
 * on the server, decided one by one or several at once with a remark, each requester's history a click away.
 */
export function ApprovalQueue<Item extends RequestItem>({ family }: { family: WebRequestFamily<Item> }) {
  // "Submitted" in office time, as every time of the app (lib/dates formatOfficeDateTime).
  const timeZone = useEmployeeContext().data?.officeHours.timeZone;
  const columns = useMemo(() => queueColumns(family, timeZone), [family, timeZone]);
  const defaultSort = family.queueSort ?? NEWEST_FIRST;
  const list = useTableParams({ prefix: family.key, columns, defaultSort });
  const { approve: approving, reject: rejecting, statuses, remarkRequired = false } = family.declaration;
  const words = { approve: approving.verb, reject: rejecting.verb, remarkRequired };
  const open = statuses[0].charAt(0) + statuses[0].slice(1).toLowerCase();
  const query = useQuery(
    queueQueryOptions(family, { page: list.page, pageSize: QUEUE_PAGE_SIZE, sort: list.sort?.key, order: list.sort?.order, search: list.search || undefined }),
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const [outcome, setOutcome] = useState<BulkSummary | null>(null);
  const single = useDecideRequest(family);
  const bulk = useDecideRequestsInBulk(family);
  // A decider's own request may wait in their queue (everyone's claims, say): another decider takes it.
  const isOwn = useIsOwnRecord();
  const container = useRef<HTMLDivElement>(null);
  /** The index of the row just decided: where focus lands when the dialog closes. */
  const decidedAt = useRef<number | null>(null);

  const rows = query.data?.items;
  const linked = useLinkedRequest();
  // What stays chosen is what is still on screen: decided rows leave the list, and another page is another list.
  const chosen = (rows ?? []).filter((r) => selected.has(r.id));
  const pendingItem = pending && !pending.bulk ? rows?.find((r) => r.id === pending.ids[0]) : undefined;
  const subjectOf = (item: Item) => `${item.employeeName}'s ${family.describe(item)}`;
  const queueWords = family.queueWords;
  const count = (n: number) => (queueWords ? `${n} ${capitalized(n === 1 ? queueWords.one : queueWords.many)}` : `${n} request${n === 1 ? '' : 's'}`);
  /** Whom a decision of one request is asked about in its dialog: the request, or "This Week" in the family's words. */
  const dialogSubject = (item: Item) => (queueWords ? `This ${capitalized(queueWords.one)}` : subjectOf(item));

  const confirm = (remark: string | undefined, values: Record<string, string>) => {
    if (!pending) return;
    const { decision, ids } = pending;
    const done = () => {
      setPending(null);
      setSelected(new Set());
    };
    if (!pending.bulk) {
      single.mutate(
        { decision, id: ids[0] ?? 0, remark, values },
        {
          onSuccess: (decided) => {
            // An approval but the last of a chain leaves the request open, on its way to the next step's deciders.
            const movedOn = decided.status === family.declaration.statuses[0] ? waitingFor(family.declaration.chain?.firstStep ?? '', decided) : undefined;
            const past = (decision === 'approve' ? approving : rejecting).status.toLowerCase();
            const text = movedOn ? `Approved. ${movedOn}.` : queueWords ? `1 ${queueWords.one} ${past}.` : `Request ${past}.`;
            toast.success(text);
            if (queueWords) setOutcome({ text, tone: 'success' });
            decidedAt.current = Math.max(0, (rows ?? []).findIndex((r) => r.id === ids[0]));
            done();
          },
        },
      );
      return;
    }
    bulk.mutate(
      { decision, ids, remark },
      {
        onSuccess: (response) => {
          const summary = summarizeBulkOutcome(response, decision, (decision === 'approve' ? approving : rejecting).status.toLowerCase(), family.declaration.statuses[0], queueWords);
          setOutcome(summary);
          toast[summary.tone](summary.text);
          decidedAt.current = 0;
          done();
        },
      },
    );
  };

  const actions = (item: Item) => {
    const subject = subjectOf(item);
    return (
      <div className="flex flex-wrap justify-end gap-1">
        <Button size="sm" variant="ghost" onClick={() => setHistory({ employeeId: item.employeeId, employeeName: item.employeeName })} aria-label={`View history of ${item.employeeName}`}>
          <History aria-hidden="true" />
          <span className="md:hidden xl:inline">History</span>
        </Button>
        {isOwn(item.employeeId) ? (
          <OwnRecordNote />
        ) : (
          <>
            <Button size="sm" variant="outline" onClick={() => setPending({ decision: 'approve', bulk: false, ids: [item.id], subject: dialogSubject(item) })} aria-label={`${words.approve} ${subject}`}>
              <Check aria-hidden="true" />
              {words.approve}
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={() => setPending({ decision: 'reject', bulk: false, ids: [item.id], subject: dialogSubject(item) })}
              aria-label={`${words.reject} ${subject}`}
            >
              <X aria-hidden="true" />
              {words.reject}
            </Button>
          </>
        )}
      </div>
    );
  };

  return (
    <div className="space-y-4 outline-none" ref={container} tabIndex={-1}>
      {outcome && <BulkOutcomeBanner outcome={outcome} onDismiss={() => setOutcome(null)} />}
      {!query.isPlaceholderData && (
        <LinkedRequestMissing rows={rows} linked={linked} message={`The request you opened is not in this list: it has been decided or withdrawn${list.search ? ', or the search hides it' : ''}.`} />
      )}
      <DataTable
        mode="server"
        label={queueWords?.label ?? `${open} ${family.noun}`}
        noun={family.noun}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        query={query}
        errorTitle={`${open} ${family.noun} could not be loaded.`}
        empty={{ icon: Inbox, title: queueWords?.empty ?? `No ${open.toLowerCase()} ${family.noun}.`, hint: family.emptyQueueHint ?? 'Requests from your team that wait for you show up here.' }}
        sort={list.sort}
        defaultSort={defaultSort}
        onSortChange={list.setSort}
        search={{ label: queueWords?.search ?? 'Search by requester', value: list.search, onChange: list.setSearch }}
        filtered={list.search !== ''}
        onClearFilters={() => list.setSearch('')}
        pagination={{ page: list.page, pageSize: QUEUE_PAGE_SIZE, total: query.data?.total ?? 0, onPageChange: list.setPage }}
        selection={{
          selected: new Set(chosen.map((r) => r.id)),
          onSelectedChange: setSelected,
          rowLabel: subjectOf,
          hint: `Select ${queueWords?.many ?? 'requests'} to decide several at once.`,
          canSelect: (r) => !isOwn(r.employeeId),
          actions: (
            <>
              {!family.approveFields && (
                <Button size="sm" onClick={() => setPending({ decision: 'approve', bulk: true, ids: chosen.map((r) => r.id), subject: count(chosen.length) })}>
                  <Check aria-hidden="true" />
                  {words.approve} selected
                </Button>
              )}
              <Button size="sm" variant="destructive" onClick={() => setPending({ decision: 'reject', bulk: true, ids: chosen.map((r) => r.id), subject: count(chosen.length) })}>
                <X aria-hidden="true" />
                {words.reject} selected
              </Button>
            </>
          ),
        }}
        rowActions={actions}
        highlightedId={linked}
      />
      <DecisionDialog
        words={words}
        pending={pending}
        busy={single.isPending || bulk.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        onCloseAutoFocus={(event) => {
          const index = decidedAt.current;
          decidedAt.current = null;
          if (index !== null && focusRowAt(container.current, index)) event.preventDefault();
        }}
        details={
          pendingItem && (
            <div className="grid gap-4">
              {family.details?.(pendingItem)}
              <RequestTrail declaration={family.declaration} id={pendingItem.id} />
            </div>
          )
        }
        approveFields={family.approveFields}
      />
      <HistoryDialog target={history} onClose={() => setHistory(null)} />
    </div>
  );
}
