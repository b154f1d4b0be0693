import { useMemo } from 'react';
import { requestedDays, type HalfDay, type TEventBalance, type TEventType } from '@staffdesk/shared/schemas/leave';
import { useHolidays } from '@/lib/api/get-holidays';
import { formatDate } from '@/lib/dates';
import { describeLeaveRules } from '@staffdesk/shared/schemas/leave-policies';
import { useAttendedDates } from './api/get-attended-days';
import { policyOnDate, useLeavePolicies } from './api/get-leave-policies';
import { daysText } from './leave-form-rules';
import { leaveYear, useYearBalances } from './use-year-balances';

interface LeaveDaysSummaryProps {
  typeCode: string;
  fromDate: string;
  toDate: string;
  halfDay: HalfDay | undefined;
  types: TEventType[];
  balances: TEventBalance[];
  today: string;
}

/** What the chosen dates count against the balance, and a warning when attendance is recorded on them. */
export function LeaveDaysSummary({
  typeCode,
  fromDate,
  toDate,
  halfDay,
  types,
  balances,
  today,
}: LeaveDaysSummaryProps) {
  const holidays = useHolidays(leaveYear(fromDate, today));
  const holidaySet = useMemo(
    () => new Set((holidays.data ?? []).filter((h) => !h.optional).map((h) => h.date)),
    [holidays.data],
  );
  // The rules of the version in force on the first day, as the server applies them; today's before a date is chosen.
  const policy = policyOnDate(useLeavePolicies().data?.history ?? [], typeCode, fromDate || today);
  const rules = policy ? describeLeaveRules(policy) : [];
  const days = holidays.isSuccess ? requestedDays(fromDate, toDate, holidaySet, halfDay, policy?.sandwich) : null;
  const balance = useYearBalances(fromDate, today, balances).find((b) => b.typeCode === typeCode);
  const type = types.find((t) => t.code === typeCode);
  const attended = useAttendedDates(fromDate, toDate, today).data ?? [];
  const overBalance = days !== null && type?.needsBalance && balance !== undefined && days > balance.available;

  return (
    <div aria-live="polite" className="text-sm">
      {rules.length > 0 && (
        <p className="text-muted-foreground" data-testid="leave-rules">
          {policy!.typeLabel}: {rules.join(' · ')}
        </p>
      )}
      {days !== null && (
        <p className={overBalance ? 'text-destructive' : 'text-muted-foreground'} data-testid="working-days">
          {days === 0
            ? 'These dates fall on weekends or holidays only.'
            : `This request counts ${daysText(days)}${overBalance && balance ? `, more than the ${balance.available} available.` : '.'}`}
        </p>
      )}
      {attended.length > 0 && (
        <p className="text-amber-700 dark:text-amber-400" data-testid="attendance-warning">
          You have attendance recorded on {attended.map((d) => formatDate(d)).join(', ')}. Your manager is told so when
          you submit.
        </p>
      )}
    </div>
  );
}
