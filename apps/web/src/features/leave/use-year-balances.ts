import type { TEventBalance } from '@staffdesk/shared/schemas/leave';
import { useLeaveBalances } from './api/get-leave-balances';

/** The year a leave starting on fromDate falls in (this year while none is chosen). */
export const leaveYear = (fromDate: string, today: string) => Number((fromDate || today).slice(0, 4));

/** The balances of the year the leave falls in, as the server counts them: next year's are not this year's. */
export function useYearBalances(fromDate: string, today: string, balances: TEventBalance[]): TEventBalance[] {
  const year = leaveYear(fromDate, today);
  const otherYear = useLeaveBalances(year).data;
  return year === Number(today.slice(0, 4)) ? balances : (otherYear ?? balances);
}
