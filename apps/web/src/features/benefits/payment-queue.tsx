import { useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { reimbursementsApi } from '@staffdesk/shared/api/reimbursements';
import { ALL_REIMBURSEMENT_SORTS } from '@staffdesk/shared/schemas/reimbursements';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';
import { useTableParams } from '@/components/data-table/use-table-params';
import { summarizeBulkOutcome, type BulkSummary } from '@/components/requests/bulk-outcome';
import { BulkOutcomeBanner } from '@/components/requests/bulk-outcome-banner';
import { QUEUE_PAGE_SIZE } from '@/components/requests/approval-queue';
import { REQUESTS_KEY, oneOf } from '@/components/requests/request-family';
import { OwnRecordNote, useIsOwnRecord } from '@/components/requests/own-record';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { callApi } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { formatMoney } from '@/lib/money';
import type { Claim } from './reimbursements-family';

const NEWEST_FIRST: TableSort = { key: 'createdAt', order: 'desc' };
const REFERENCE_MIN = 3;
const REFERENCE_MAX = 100;

type Approved = Omit<Claim, 'reason'>;

const columns: DataTableColumn<Approved>[] = [
  { id: 'requester', header: 'Requester', cell: (c) => c.employeeName, sortKey: 'employeeName', card: 'title', width: 'sm' },
  { id: 'category', header: 'Category', cell: (c) => c.categoryLabel, sortKey: 'category', card: 'subtitle', width: 'sm' },
  { id: 'expenseDate', header: 'Spent on', cell: (c) => formatDate(c.expenseDate), sortKey: 'expenseDate', width: 'fit' },
  { id: 'amount', header: 'Amount', cell: (c) => formatMoney(c.amount, c.currency), sortKey: 'amount', numeric: true, width: 'fit' },
  { id: 'approved', header: 'Approved', cell: (c) => `${c.decidedByName ?? '—'}${c.decidedAt ? `, ${formatDate(c.decidedAt)}` : ''}`, hideBelow: 'lg', width: 'sm' },
];

const describe = (c: Approved) => `${c.employeeName}'s ${c.categoryLabel} claim of ${formatMoney(c.amount, c.currency)} (${formatDate(c.expenseDate)})`;

/** Who is being paid: one claim, or how many. */
interface Payment {
  ids: number[];
  subject: string;
  bulk: boolean;
}

/** Asks for the payment reference (the bank transfer's, say) that the employee will see on their claim. */
function PaymentDialog({ payment, busy, onConfirm, onClose }: { payment: Payment | null; busy: boolean; onConfirm: (reference: string) => void; onClose: () => void }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    if (busy) return;
    setReference('');
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = reference.trim();
    if (value.length < REFERENCE_MIN) {
      setError(value ? `Give the payment reference (at least ${REFERENCE_MIN} characters).` : 'Give the payment reference.');
      return;
    }
    setError(undefined);
    onConfirm(value);
    setReference('');
  };
  return (
    <Dialog open={payment !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Mark {payment?.subject} Paid?</DialogTitle>
          <DialogDescription>The employee is told at once and sees the payment reference on their claim.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="payment-reference">Payment reference</Label>
            <Input
              id="payment-reference"
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              maxLength={REFERENCE_MAX}
              autoFocus
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'payment-reference-error' : 'payment-reference-hint'}
            />
            <FieldError id="payment-reference-error">{error}</FieldError>
            {!error && (
              <p id="payment-reference-hint" className="text-xs text-muted-foreground">
                The bank transfer's reference, such as NEFT-2026-1123.{payment?.bulk ? ' Every chosen claim gets it.' : ''}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner />}
              Mark paid
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Approved claims that wait for their money, under the reimbursements tab of the HR approvals screen:
 * finance marks them paid with the payment reference, one at a time or several with one transfer.
 */
export function PaymentQueue() {
  const list = useTableParams({ prefix: 'paying', columns, defaultSort: NEWEST_FIRST });
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...REQUESTS_KEY, 'to-pay', { page: list.page, sort: list.sort, search: list.search }],
    queryFn: () =>
      callApi(reimbursementsApi.allReimbursements, {
        query: {
          status: 'APPROVED',
          page: list.page,
          pageSize: QUEUE_PAGE_SIZE,
          sort: oneOf(ALL_REIMBURSEMENT_SORTS, list.sort?.key),
          order: list.sort?.order,
          search: list.search || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [payment, setPayment] = useState<Payment | null>(null);
  const [outcome, setOutcome] = useState<BulkSummary | null>(null);
  // Finance's own approved claims are listed too: someone else pays them.
  const isOwn = useIsOwnRecord();
  const rows = query.data?.items;
  const chosen = useMemo(() => (rows ?? []).filter((r) => selected.has(r.id)), [rows, selected]);

  const pay = useMutation({
    mutationFn: ({ ids, bulk, paymentReference }: Payment & { paymentReference: string }) =>
      bulk
        ? callApi(reimbursementsApi.payReimbursements, { body: { ids, paymentReference } })
        : callApi(reimbursementsApi.payReimbursement, { params: { id: ids[0] ?? 0 }, body: { paymentReference } }).then(() => null),
    onSuccess: (response) => {
      if (response) {
        const summary = summarizeBulkOutcome(response, 'approve', 'marked paid');
        setOutcome(summary);
        toast[summary.tone](summary.text);
      } else toast.success('Claim marked paid.');
      setPayment(null);
      setSelected(new Set());
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }), queryClient.invalidateQueries({ queryKey: ['reimbursements'] })]),
  });

  return (
    <section aria-labelledby="to-pay-heading" className="mt-8 space-y-4">
      <div>
        <h2 id="to-pay-heading" className="text-lg font-semibold">
          Approved, to Pay
        </h2>
        <p className="text-sm text-muted-foreground">Mark a claim paid once the money has gone out, with the payment reference the employee will see.</p>
      </div>
      {outcome && <BulkOutcomeBanner outcome={outcome} onDismiss={() => setOutcome(null)} />}
      <DataTable
        mode="server"
        label="Approved reimbursement claims to pay"
        noun="claims to pay"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        query={query}
        errorTitle="The claims to pay could not be loaded."
        empty={{ icon: Banknote, title: 'No approved claims wait for payment.', hint: 'Claims you approve show up here until they are paid.' }}
        sort={list.sort}
        defaultSort={NEWEST_FIRST}
        onSortChange={list.setSort}
        search={{ label: 'Search claims to pay by requester', value: list.search, onChange: list.setSearch }}
        filtered={list.search !== ''}
        onClearFilters={() => list.setSearch('')}
        pagination={{ page: list.page, pageSize: QUEUE_PAGE_SIZE, total: query.data?.total ?? 0, onPageChange: list.setPage }}
        selection={{
          selected: new Set(chosen.map((r) => r.id)),
          onSelectedChange: setSelected,
          rowLabel: describe,
          hint: 'Select claims paid with one transfer to mark them together.',
          canSelect: (c) => !isOwn(c.employeeId),
          actions: (
            <Button size="sm" onClick={() => setPayment({ ids: chosen.map((r) => r.id), bulk: true, subject: `${chosen.length} claim${chosen.length === 1 ? '' : 's'}` })}>
              <Banknote aria-hidden="true" />
              Mark selected paid
            </Button>
          ),
        }}
        rowActions={(c) =>
          isOwn(c.employeeId) ? (
            <OwnRecordNote />
          ) : (
            <Button size="sm" variant="outline" onClick={() => setPayment({ ids: [c.id], bulk: false, subject: describe(c) })} aria-label={`Mark paid ${describe(c)}`}>
              <Banknote aria-hidden="true" />
              Mark paid
            </Button>
          )
        }
      />
      <PaymentDialog payment={payment} busy={pay.isPending} onConfirm={(paymentReference) => payment && pay.mutate({ ...payment, paymentReference })} onClose={() => setPayment(null)} />
    </section>
  );
}
