import { useState } from 'react';
import type { TEventBalance } from '@staffdesk/shared/schemas/leave';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { BalanceLedgerDialog } from './balance-ledger-dialog';
import { LeaveBalanceCard } from './leave-balance-card';

type Open = { dialog: 'ledger' | 'adjust'; balance: TEventBalance & { id: number } } | null;

interface BalanceCardsProps {
  balances: readonly TEventBalance[];
  /** The viewer's own balances: their entries link to the viewer's requests. */
  own: boolean;
  /** HR, MD and ADMIN, on someone else's balances. */
  canAdjust: boolean;
  employeeName?: string;
}

/** A card per leave type, each opening "why this number" and, for those who may, "adjust" from there. */
export function BalanceCards({ balances, own, canAdjust, employeeName }: BalanceCardsProps) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {balances.map((b) => (
          <LeaveBalanceCard
            key={b.typeCode}
            balance={b}
            onExplain={b.id === null ? undefined : () => setOpen({ dialog: 'ledger', balance: { ...b, id: b.id! } })}
          />
        ))}
      </div>
      {open?.dialog === 'ledger' && (
        <BalanceLedgerDialog
          balanceId={open.balance.id}
          typeLabel={open.balance.typeLabel}
          own={own}
          onAdjust={canAdjust ? () => setOpen({ ...open, dialog: 'adjust' }) : undefined}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.dialog === 'adjust' && (
        <AdjustBalanceDialog
          balanceId={open.balance.id}
          typeLabel={open.balance.typeLabel}
          employeeName={employeeName}
          onClose={() => setOpen({ ...open, dialog: 'ledger' })}
        />
      )}
    </>
  );
}
