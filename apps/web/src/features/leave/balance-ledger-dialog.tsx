import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { LEDGER_KIND_LABELS, type TLedgerEntry } from '@staffdesk/shared/schemas/leave-ledger';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/dates';
import { useBalanceLedger } from './api/get-balance-ledger';
import { LEAVE_LIST_PATH } from './paths';

/** "+1.5", "−2": the sign always shown, a true minus. */
export const signedDays = (days: number) => `${days > 0 ? '+' : days < 0 ? '\u2212' : ''}${Math.abs(days)}`;

function ledgerColumns(ownRequests: boolean): DataTableColumn<TLedgerEntry>[] {
  return [
    {
      id: 'date',
      header: 'Date',
      value: (e) => e.date,
      cell: (e) => formatDate(e.date),
      width: 'fit',
      card: 'subtitle',
    },
    { id: 'kind', header: 'What', value: (e) => LEDGER_KIND_LABELS[e.kind], card: 'title' },
    { id: 'days', header: 'Days', value: (e) => e.days, cell: (e) => signedDays(e.days), numeric: true, card: 'badge' },
    {
      id: 'note',
      header: 'Note',
      width: 'lg',
      value: (e) => e.note,
      cell: (e) =>
        e.requestId !== null && ownRequests ? (
          <Link className="underline underline-offset-4" to={`${LEAVE_LIST_PATH}?request=${e.requestId}`}>
            {e.note}
          </Link>
        ) : (
          e.note
        ),
    },
  ];
}

interface BalanceLedgerDialogProps {
  balanceId: number;
  /** "Casual Leave": the dialog's title says why its number is what it is. */
  typeLabel: string;
  /** The viewer's own balance: its requests link to their own list. */
  own: boolean;
  /** HR's "Adjust", shown beside the total for those who may. */
  onAdjust?: () => void;
  onClose: () => void;
}

/** Why a balance is the number it is: its entries line by line, and their total. */
export function BalanceLedgerDialog({ balanceId, typeLabel, own, onAdjust, onClose }: BalanceLedgerDialogProps) {
  const ledger = useBalanceLedger(balanceId);
  const data = ledger.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Why this number: {typeLabel}</DialogTitle>
          <DialogDescription>
            Every change to the balance, oldest first. Their total is what is available plus what is pending.
          </DialogDescription>
        </DialogHeader>
        <DataTable
          label={`Entries of ${typeLabel}`}
          noun="entries"
          mode="client"
          columns={ledgerColumns(own)}
          rows={data?.entries}
          getRowId={(e) => e.id}
          query={ledger}
          empty={{ icon: ReceiptText, title: 'Nothing has changed this balance yet.' }}
        />
        {data && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
            <p data-testid="ledger-total">
              <span className="font-medium">Total {signedDays(data.total)}</span>
              <span className="text-muted-foreground">
                {' '}
                = {data.available} available + {data.pending} pending
              </span>
            </p>
            {onAdjust && (
              <Button variant="outline" onClick={onAdjust}>
                Adjust
              </Button>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
