import { useState } from 'react';
import { Check, History, Inbox, TriangleAlert, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { useDecideRequest, type ApprovalFamily } from './api/decide-request';
import { useDecideRequestsInBulk } from './api/decide-requests-in-bulk';
import { submittedText, type ApprovalRow } from './approval-row';
import { summarizeBulkOutcome, type BulkSummary } from './bulk-outcome';
import { DecisionDialog, type PendingDecision } from './decision-dialog';
import { HistoryDialog, type HistoryTarget } from './history-dialog';

interface ApprovalQueueProps {
  family: ApprovalFamily;
  /** "leave requests", "regularizations": for labels and the empty state. */
  noun: string;
  query: {
    data?: { items: ApprovalRow[]; total: number; page: number; pageSize: number };
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  onPageChange: (page: number) => void;
}

/** One tab of the approvals screen: pending requests, chosen one by one or all at once, decided with a remark. */
export function ApprovalQueue({ family, noun, query, onPageChange }: ApprovalQueueProps) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const [outcome, setOutcome] = useState<BulkSummary | null>(null);
  const single = useDecideRequest();
  const bulk = useDecideRequestsInBulk();

  const rows = query.data?.items ?? [];
  // What stays chosen is what is still on screen: decided rows leave the list, and another page is another list.
  const chosen = rows.filter((r) => selected.has(r.id));
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirm = (remark: string | undefined) => {
    if (!pending) return;
    const { decision, ids } = pending;
    const done = () => {
      setPending(null);
      setSelected(new Set());
    };
    if (!pending.bulk) {
      single.mutate(
        { family, decision, id: ids[0] ?? 0, remark },
        {
          onSuccess: () => {
            toast.success(decision === 'approve' ? 'Request approved.' : 'Request rejected.');
            done();
          },
        },
      );
      return;
    }
    bulk.mutate(
      { family, decision, ids, remark },
      {
        onSuccess: (response) => {
          const summary = summarizeBulkOutcome(response, decision);
          setOutcome(summary);
          toast[summary.tone](summary.text);
          done();
        },
      },
    );
  };

  const subjectOf = (row: ApprovalRow) => `${row.employeeName}'s ${row.what === 'Regularization' ? 'regularization' : row.what}`;
  const actions = (row: ApprovalRow) => {
    const subject = subjectOf(row);
    return (
      <>
        <Button size="sm" variant="ghost" onClick={() => setHistory({ employeeId: row.employeeId, employeeName: row.employeeName })} aria-label={`View history of ${row.employeeName}`}>
          <History aria-hidden="true" />
          <span className="md:hidden xl:inline">History</span>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setPending({ decision: 'approve', bulk: false, ids: [row.id], subject })} aria-label={`Approve ${subject} (${row.dates})`}>
          <Check aria-hidden="true" />
          Approve
        </Button>
        <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" onClick={() => setPending({ decision: 'reject', bulk: false, ids: [row.id], subject })} aria-label={`Reject ${subject} (${row.dates})`}>
          <X aria-hidden="true" />
          Reject
        </Button>
      </>
    );
  };

  if (query.isPending) {
    return (
      <Card className="gap-3 p-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </Card>
    );
  }
  if (query.isError || !query.data) {
    return (
      <LoadError icon={TriangleAlert} title={`Pending ${noun} could not be loaded.`} onRetry={() => void query.refetch()} />
    );
  }

  return (
    <div className="space-y-4">
      {outcome && (
        <div
          role="status"
          className={cn(
            'flex items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm',
            outcome.tone === 'success' && 'border-success/40 bg-success/10',
            outcome.tone === 'warning' && 'border-amber-500/40 bg-amber-500/10',
            outcome.tone === 'error' && 'border-destructive/40 bg-destructive/10',
          )}
        >
          <p>{outcome.text}</p>
          <Button variant="ghost" size="sm" className="-my-1 h-7 px-2" onClick={() => setOutcome(null)} aria-label="Dismiss the outcome">
            <X aria-hidden="true" />
          </Button>
        </div>
      )}

      {rows.length === 0 ? (
        <EmptyState icon={Inbox} title={`No pending ${noun}.`}>
          <p>Requests from your team that wait for you show up here.</p>
        </EmptyState>
      ) : (
        <>
          <div className="flex min-h-9 flex-wrap items-center gap-2" aria-live="polite">
            {chosen.length > 0 ? (
              <>
                <span className="mr-2 text-sm font-medium">{chosen.length} selected</span>
                <Button size="sm" onClick={() => setPending({ decision: 'approve', bulk: true, ids: chosen.map((r) => r.id), subject: `${chosen.length} request${chosen.length === 1 ? '' : 's'}` })}>
                  <Check aria-hidden="true" />
                  Approve selected
                </Button>
                <Button size="sm" variant="destructive" onClick={() => setPending({ decision: 'reject', bulk: true, ids: chosen.map((r) => r.id), subject: `${chosen.length} request${chosen.length === 1 ? '' : 's'}` })}>
                  <X aria-hidden="true" />
                  Reject selected
                </Button>
              </>
            ) : (
              <span className="text-sm text-muted-foreground">Select requests to decide several at once.</span>
            )}
          </div>
          <Card className="py-0">
            <ul className="divide-y md:hidden" aria-label={`Pending ${noun}`}>
              {rows.map((row) => (
                <li key={row.id} className="grid gap-2 p-4 text-sm" data-state={selected.has(row.id) ? 'selected' : undefined}>
                  <div className="flex items-start gap-3">
                    <Checkbox className="mt-0.5" checked={selected.has(row.id)} onCheckedChange={(on) => toggle(row.id, on === true)} aria-label={`Select ${subjectOf(row)} (${row.dates})`} />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{row.employeeName}</p>
                      <p>
                        {row.what} · {row.amount}
                      </p>
                      <p>{row.dates}</p>
                      <p className="mt-1 break-words text-muted-foreground">{row.reason}</p>
                      <p className="mt-1 text-xs text-muted-foreground">Submitted {submittedText(row.createdAt)}</p>
                    </div>
                  </div>
                  <div className="flex flex-wrap justify-end gap-1">{actions(row)}</div>
                </li>
              ))}
            </ul>
            <Table className="hidden md:table" aria-label={`Pending ${noun}`} aria-busy={query.isPlaceholderData}>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10 pl-4">
                    <Checkbox
                      checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
                      onCheckedChange={(on) => setSelected(on === true ? new Set(rows.map((r) => r.id)) : new Set())}
                      aria-label={`Select all pending ${noun} on this page`}
                    />
                  </TableHead>
                  <TableHead>Requester</TableHead>
                  <TableHead>Request</TableHead>
                  <TableHead>Reason</TableHead>
                  <TableHead className="pr-4 text-right">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} data-state={selected.has(row.id) ? 'selected' : undefined} data-testid={`approval-row-${row.id}`}>
                    <TableCell className="pl-4">
                      <Checkbox checked={selected.has(row.id)} onCheckedChange={(on) => toggle(row.id, on === true)} aria-label={`Select ${subjectOf(row)} (${row.dates})`} />
                    </TableCell>
                    <TableCell className="whitespace-normal!">
                      <span className="block font-medium">{row.employeeName}</span>
                      <span className="block text-xs text-muted-foreground">Submitted {submittedText(row.createdAt)}</span>
                    </TableCell>
                    <TableCell className="whitespace-normal!">
                      <span className="block">
                        {row.what} <span className="text-muted-foreground">· {row.amount}</span>
                      </span>
                      <span className="block text-muted-foreground">{row.dates}</span>
                    </TableCell>
                    <TableCell className="max-w-72 min-w-40 whitespace-normal! break-words">{row.reason}</TableCell>
                    <TableCell className="pr-4 text-right">
                      <div className="flex justify-end gap-1">{actions(row)}</div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
          <Pagination page={query.data.page} pageSize={query.data.pageSize} total={query.data.total} onPageChange={onPageChange} noun={noun} />
        </>
      )}

      <DecisionDialog pending={pending} busy={single.isPending || bulk.isPending} onConfirm={confirm} onClose={() => setPending(null)} />
      <HistoryDialog target={history} onClose={() => setHistory(null)} />
    </div>
  );
}
