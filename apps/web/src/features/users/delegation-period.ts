import type { TDelegation } from '@staffdesk/shared/schemas/delegations';
import { formatDate } from '@/lib/dates';

/** "on December 01, 2026" or "from December 01, 2026 to December 05, 2026". */
export const periodText = (d: TDelegation) =>
  d.startsOn === d.endsOn
    ? `on ${formatDate(d.startsOn)}`
    : `from ${formatDate(d.startsOn)} to ${formatDate(d.endsOn)}`;
