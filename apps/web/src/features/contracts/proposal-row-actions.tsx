import { Check, CopyPlus, Pencil, Send, Signature, X, type LucideIcon } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import type { ProposalStatus, TProposal } from '@staffdesk/shared/schemas/contracts';
import { RowAction, RowActions } from '@/components/pipeline/row-action';
import { CONTRACT_FORM_PATH, PROPOSAL_FORM_PATH, contractPagePath } from './paths';
import { DECISION_WORDS, type ProposalDecision } from './proposal-decision';

interface ProposalRowActionsProps {
  proposal: TProposal;
  /** The viewer works on the pipeline: edits drafts, decides, makes new versions. */
  writes: boolean;
  /** The viewer registers contracts. */
  registers: boolean;
  onDecide: (decision: ProposalDecision) => void;
}

/** A proposal's row buttons: what its status allows and the viewer may do. */
export function ProposalRowActions({ proposal: p, writes, registers, onDecide }: ProposalRowActionsProps) {
  const decide = (status: ProposalStatus, icon: LucideIcon) => (
    <RowAction
      icon={icon}
      onClick={() => onDecide({ proposal: p, status })}
      label={`${DECISION_WORDS[status]} proposal v${p.version}: ${p.enquiryTitle}`}
    >
      {DECISION_WORDS[status]}
    </RowAction>
  );
  return (
    <RowActions>
      {writes && p.status === 'DRAFT' && (
        <RowAction
          icon={Pencil}
          to={uiPath(PROPOSAL_FORM_PATH, { id: p.id })}
          label={`Edit proposal v${p.version}: ${p.enquiryTitle}`}
        >
          Edit
        </RowAction>
      )}
      {writes && p.status === 'DRAFT' && decide('SUBMITTED', Send)}
      {writes && p.status === 'SUBMITTED' && decide('ACCEPTED', Check)}
      {writes && p.status === 'SUBMITTED' && decide('REJECTED', X)}
      {writes && (p.enquiryStatus === 'QUALIFIED' || p.enquiryStatus === 'PROPOSAL') && (
        <RowAction
          icon={CopyPlus}
          to={uiPath(PROPOSAL_FORM_PATH, { enquiryId: p.enquiryId, from: p.id })}
          label={`New version of: ${p.enquiryTitle}`}
        >
          New version
        </RowAction>
      )}
      {p.status === 'ACCEPTED' && p.contractId !== null && (
        <RowAction icon={Signature} to={contractPagePath(p.contractId)} label={`Open contract of: ${p.enquiryTitle}`}>
          Open contract
        </RowAction>
      )}
      {registers && p.status === 'ACCEPTED' && p.contractId === null && (
        <RowAction
          icon={Signature}
          to={uiPath(CONTRACT_FORM_PATH, { proposalId: p.id })}
          label={`Register contract for: ${p.enquiryTitle}`}
        >
          Register contract
        </RowAction>
      )}
    </RowActions>
  );
}
