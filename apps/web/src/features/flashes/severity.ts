import type { FlashSeverity, FlashStatus } from '@staffdesk/shared/schemas/flashes';

export const SEVERITY_LABELS: Record<FlashSeverity, string> = {
  INFO: 'Information',
  WARNING: 'Warning',
  CRITICAL: 'Urgent',
};
export const STATUS_LABELS: Record<FlashStatus, string> = { SCHEDULED: 'Scheduled', LIVE: 'Live', ENDED: 'Ended' };
