import { PROPOSAL_STATUS_LABELS, type TProposal } from '@staffdesk/shared/schemas/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useMoveProposal } from './api/move-proposal';
import { DECISION_WORDS, type ProposalDecision } from './proposal-decision';

interface ProposalDecisionDialogProps {
  /** The decision to confirm; undefined while the dialog is closed. */
  deciding: ProposalDecision | undefined;
  onClose: () => void;
  /** The proposal was accepted: its enquiry is won, and its contract may be registered. */
  onAccepted: (proposal: TProposal) => void;
}

/** Asks before a proposal is submitted, accepted or rejected, and says what each means. */
export function ProposalDecisionDialog({ deciding, onClose, onAccepted }: ProposalDecisionDialogProps) {
  const move = useMoveProposal();
  const confirm = () => {
    if (!deciding) return;
    const { proposal, status } = deciding;
    move.mutate(
      { id: proposal.id, status },
      {
        onSuccess: (saved) => {
          toast.success(
            status === 'ACCEPTED'
              ? `v${saved.version} was accepted: ${saved.enquiryTitle} is won.`
              : `v${saved.version} of ${saved.enquiryTitle} is ${PROPOSAL_STATUS_LABELS[status].toLowerCase()}.`,
          );
          if (status === 'ACCEPTED') onAccepted(saved);
        },
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={deciding !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={deciding ? `${DECISION_WORDS[deciding.status]} Proposal v${deciding.proposal.version}?` : ''}
      description={
        deciding?.status === 'ACCEPTED'
          ? `${deciding.proposal.enquiryTitle} becomes won, and its other open proposals are rejected.`
          : deciding?.status === 'SUBMITTED'
            ? 'A submitted proposal no longer changes: make a new version for changes.'
            : 'A rejected proposal stays on record; make a new version to offer again.'
      }
      confirmLabel={deciding ? (DECISION_WORDS[deciding.status] ?? 'Confirm') : 'Confirm'}
      dismissLabel="Cancel"
      destructive={deciding?.status === 'REJECTED'}
      onConfirm={confirm}
      pending={move.isPending}
    />
  );
}
