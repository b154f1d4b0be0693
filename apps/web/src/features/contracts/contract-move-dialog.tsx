import { CONTRACT_STATUS_LABELS, type ContractStatus, type TContract } from '@staffdesk/shared/schemas/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { titleCase } from '@/lib/title-case';
import { toast } from '@/lib/toast';
import { useMoveContract } from './api/move-contract';
import { MOVE_WORDS } from './contract-move-words';

interface ContractMoveDialogProps {
  contract: TContract;
  /** Where the contract is to go; undefined while the dialog is closed. */
  to: ContractStatus | undefined;
  onClose: () => void;
}

/** Asks before a contract's status moves: activating lets work start, completing or terminating closes it. */
export function ContractMoveDialog({ contract, to, onClose }: ContractMoveDialogProps) {
  const move = useMoveContract();
  return (
    <ConfirmDialog
      open={to !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={to ? titleCase(`${MOVE_WORDS[to]} contract ${contract.number}?`) : ''}
      description={
        to === 'ACTIVE'
          ? 'Work may start under it.'
          : 'It closes for good: neither it nor its task orders, rates or contacts change any more.'
      }
      confirmLabel={to ? MOVE_WORDS[to] : 'Confirm'}
      dismissLabel="Cancel"
      destructive={to === 'TERMINATED'}
      pending={move.isPending}
      onConfirm={() =>
        to &&
        move.mutate(
          { id: contract.id, status: to },
          {
            onSuccess: () =>
              toast.success(`Contract ${contract.number} is ${CONTRACT_STATUS_LABELS[to].toLowerCase()}.`),
            onSettled: onClose,
          },
        )
      }
    />
  );
}
