import {
  CONTRACT_STATUS_LABELS,
  ENQUIRY_STATUS_LABELS,
  PROPOSAL_STATUS_LABELS,
  type ContractStatus,
  type EnquiryStatus,
  type ProposalStatus,
} from '@staffdesk/shared/schemas/contracts';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '@staffdesk/shared/schemas/projects';
import { Badge } from '@/components/ui/badge';

type Variant = 'default' | 'secondary' | 'success' | 'destructive' | 'outline';
type Status = EnquiryStatus | ProposalStatus | ContractStatus | ProjectStatus;
const VARIANTS: Record<Status, Variant> = {
  NEW: 'outline',
  QUALIFIED: 'secondary',
  PROPOSAL: 'default',
  WON: 'success',
  LOST: 'destructive',
  DRAFT: 'outline',
  SUBMITTED: 'secondary',
  ACCEPTED: 'success',
  REJECTED: 'destructive',
  ACTIVE: 'success',
  COMPLETED: 'secondary',
  TERMINATED: 'destructive',
  PLANNED: 'outline',
  ON_HOLD: 'secondary',
  CANCELLED: 'destructive',
};
const LABELS: Record<string, string> = {
  ...ENQUIRY_STATUS_LABELS,
  ...PROPOSAL_STATUS_LABELS,
  ...CONTRACT_STATUS_LABELS,
  ...PROJECT_STATUS_LABELS,
};

/** The status of an enquiry, a proposal, a contract or a project, in one set of colours. */
export function PipelineStatusBadge({ status }: { status: Status }) {
  return <Badge variant={VARIANTS[status]}>{LABELS[status]}</Badge>;
}
