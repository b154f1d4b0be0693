import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import type { TableSort } from '@/components/data-table/data-table-columns';
import { useTableParams } from '@/components/data-table/use-table-params';
import { BulkOutcomeBanner } from './bulk-outcome-banner';
import { DecisionDialog } from './decision-dialog';
import { RowDecisions, SelectionDecisions, decisionButtons } from './decision-buttons';
import { RequestTrail } from './request-trail';
import { HistoryDialog, type HistoryTarget } from './history-dialog';
import { useIsOwnRecord } from './own-record';
import { LinkedRequestMissing, useLinkedRequest } from './linked-request';
import { queueColumns } from './queue-columns';
import { queueSpeech } from './queue-words';
import { queueQueryOptions, type Decision } from './request-queries';
import { useQueueDecisions } from './use-queue-decisions';
import type { QueueAction, RequestItem, WebRequestFamily } from './request-family';

export const QUEUE_PAGE_SIZE = 20;

export const NEWEST_FIRST: TableSort = { key: 'createdAt', order: 'desc' };

interface ApprovalQueueProps<Item extends RequestItem> {
  family: WebRequestFamily<Item>;
  /** A step after the family's decision (finance paying approved claims): its one action instead of approve and reject. */
  action?: QueueAction;
}

/**
 * One family's tab of an approvals screen: the requests waiting for the viewer, sorted, searched and paged
 * on the server, decided one by one or several at once with a remark, each requester's history a click away.
 * With an action, the requests a later step waits for, taken one by one or several at once.
 */
export function ApprovalQueue<Item extends RequestItem>({ family, action }: ApprovalQueueProps<Item>) {
  const deciding = action === undefined;
  const columns = useMemo(() => queueColumns(family, deciding), [family, deciding]);
  const speech = useMemo(() => queueSpeech(family, action), [family, action]);
  const buttons = useMemo(() => decisionButtons(family, action), [family, action]);
  const defaultSort = family.queueSort ?? NEWEST_FIRST;
  const list = useTableParams({ prefix: family.key, columns, defaultSort });
  const query = useQuery(
    queueQueryOptions(family, {
      page: list.page,
      pageSize: QUEUE_PAGE_SIZE,
      sort: list.sort?.key,
      order: list.sort?.order,
      search: list.search || undefined,
    }),
  );
  const rows = query.data?.items;
  const container = useRef<HTMLDivElement>(null);
  const queue = useQueueDecisions({ family, action, speech, rows, container, firstVerb: buttons[0]?.verb ?? '' });
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  // A decider's own request may wait in their queue (everyone's claims, say): another decider takes it.
  const isOwn = useIsOwnRecord();
  // A notification's link names a request still to decide: a later step's queue does not look for it.
  const followed = useLinkedRequest();
  const linked = deciding ? followed : undefined;

  // What stays chosen is what is still on screen: decided rows leave the list, and another page is another list.
  const chosen = (rows ?? []).filter((r) => queue.selected.has(r.id));
  const pendingItem =
    queue.pending && !queue.pending.bulk ? rows?.find((r) => r.id === queue.pending?.ids[0]) : undefined;
  const decideOne = (item: Item) => (decision: Decision) =>
    queue.setPending({ decision, bulk: false, ids: [item.id], subject: speech.dialogSubject(item) });
  const decideChosen = (decision: Decision) =>
    queue.setPending({ decision, bulk: true, ids: chosen.map((r) => r.id), subject: speech.count(chosen.length) });
  const { approve, reject, remarkRequired = false } = family.declaration;

  return (
    <div className="space-y-4 outline-none" ref={container} tabIndex={-1}>
      {queue.outcome && <BulkOutcomeBanner outcome={queue.outcome} onDismiss={queue.dismissOutcome} />}
      {!query.isPlaceholderData && (
        <LinkedRequestMissing
          rows={rows}
          linked={linked}
          message={`The request you opened is not in this list: it has been decided or withdrawn${list.search ? ', or the search hides it' : ''}.`}
        />
      )}
      <DataTable
        mode="server"
        label={speech.label}
        noun={family.noun}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        query={query}
        errorTitle={speech.error}
        empty={{
          icon: action?.icon ?? Inbox,
          title: speech.empty,
          hint: family.emptyQueueHint ?? 'Requests from your team that wait for you show up here.',
        }}
        sort={list.sort}
        defaultSort={defaultSort}
        onSortChange={list.setSort}
        search={{ label: speech.search, value: list.search, onChange: list.setSearch }}
        filtered={list.search !== ''}
        onClearFilters={() => list.setSearch('')}
        pagination={{
          page: list.page,
          pageSize: QUEUE_PAGE_SIZE,
          total: query.data?.total ?? 0,
          onPageChange: list.setPage,
        }}
        selection={{
          selected: new Set(chosen.map((r) => r.id)),
          onSelectedChange: queue.setSelected,
          rowLabel: speech.subject,
          hint: speech.selectionHint,
          canSelect: (r) => !isOwn(r.employeeId),
          actions: <SelectionDecisions buttons={buttons} onDecide={decideChosen} />,
        }}
        rowActions={(item) => (
          <RowDecisions
            requester={item.employeeName}
            buttons={buttons}
            subject={speech.subject(item)}
            own={isOwn(item.employeeId)}
            onDecide={decideOne(item)}
            onHistory={
              deciding ? () => setHistory({ employeeId: item.employeeId, employeeName: item.employeeName }) : undefined
            }
          />
        )}
        highlightedId={linked}
      />
      <DecisionDialog
        words={{ approve: approve.verb, reject: reject.verb, remarkRequired }}
        action={action}
        pending={queue.pending}
        busy={queue.busy}
        onConfirm={queue.confirm}
        onClose={() => queue.setPending(null)}
        onCloseAutoFocus={queue.onDialogClosed}
        details={
          deciding &&
          pendingItem && (
            <div className="grid gap-4">
              {family.details?.(pendingItem)}
              <RequestTrail declaration={family.declaration} id={pendingItem.id} />
            </div>
          )
        }
        approveFields={action?.fields ?? family.approveFields}
      />
      {deciding && <HistoryDialog target={history} onClose={() => setHistory(null)} />}
    </div>
  );
}
