import type { ProposalStatus, TProposal } from '@staffdesk/shared/schemas/contracts';

/** A proposal and where it is to go: submitted, accepted or rejected. */
export interface ProposalDecision {
  proposal: TProposal;
  status: ProposalStatus;
}

/** The words of each decision, on its row's button and in its confirmation. */
export const DECISION_WORDS: Partial<Record<ProposalStatus, string>> = {
  SUBMITTED: 'Submit',
  ACCEPTED: 'Accept',
  REJECTED: 'Reject',
};
