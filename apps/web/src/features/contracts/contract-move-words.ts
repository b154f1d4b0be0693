import type { ContractStatus } from '@staffdesk/shared/schemas/contracts';

/** The button, and the confirmation's words, that move a contract to each status. */
export const MOVE_WORDS: Record<ContractStatus, string> = {
  DRAFT: 'Back to draft',
  ACTIVE: 'Activate',
  COMPLETED: 'Complete',
  TERMINATED: 'Terminate',
};
