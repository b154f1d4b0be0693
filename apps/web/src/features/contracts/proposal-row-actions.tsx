import { Link } from 'react-router';
import { Check, CopyPlus, Pencil, Send, Signature, X } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import type { ProposalStatus, TProposal } from '@staffdesk/shared/schemas/contracts';
import { Button } from '@/components/ui/button';
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
  const decide = (status: ProposalStatus, Icon: typeof Send) => (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => onDecide({ proposal: p, status })}
      aria-label={`${DECISION_WORDS[status]} proposal v${p.version}: ${p.enquiryTitle}`}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
  return (
    <div className="flex justify-end">
      {writes && p.status === 'DRAFT' && (
        <Button asChild variant="ghost" size="icon">
          <Link
            to={uiPath(PROPOSAL_FORM_PATH, { id: p.id })}
            aria-label={`Edit proposal v${p.version}: ${p.enquiryTitle}`}
          >
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
      )}
      {writes && p.status === 'DRAFT' && decide('SUBMITTED', Send)}
      {writes && p.status === 'SUBMITTED' && decide('ACCEPTED', Check)}
      {writes && p.status === 'SUBMITTED' && decide('REJECTED', X)}
      {writes && (p.enquiryStatus === 'QUALIFIED' || p.enquiryStatus === 'PROPOSAL') && (
        <Button asChild variant="ghost" size="icon">
          <Link
            to={uiPath(PROPOSAL_FORM_PATH, { enquiryId: p.enquiryId, from: p.id })}
            aria-label={`New version of: ${p.enquiryTitle}`}
          >
            <CopyPlus aria-hidden="true" />
          </Link>
        </Button>
      )}
      {p.status === 'ACCEPTED' && p.contractId !== null && (
        <Button asChild variant="ghost" size="icon">
          <Link to={contractPagePath(p.contractId)} aria-label={`Open the contract of: ${p.enquiryTitle}`}>
            <Signature aria-hidden="true" />
          </Link>
        </Button>
      )}
      {registers && p.status === 'ACCEPTED' && p.contractId === null && (
        <Button asChild variant="ghost" size="icon">
          <Link
            to={uiPath(CONTRACT_FORM_PATH, { proposalId: p.id })}
            aria-label={`Register contract for: ${p.enquiryTitle}`}
          >
            <Signature aria-hidden="true" />
          </Link>
        </Button>
      )}
    </div>
  );
}
