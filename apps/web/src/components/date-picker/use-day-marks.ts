import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { eventRequestsApi } from '@staffdesk/shared/api/leave';
import { WFH_TYPE_CODE } from '@staffdesk/shared/schemas/leave';
import { eachDate, isWeekend } from '@staffdesk/shared/dates';
import { callApi } from '@/lib/api-client';
import { useHolidays } from '@/lib/api/get-holidays';
import { formatDate } from '@/lib/dates';
import { REQUESTS_KEY } from '@/components/requests/request-family';

/** What the calendar marks on a day: a holiday (by name), my leave, my work from home. */
export interface DayMarks {
  holidays: ReadonlyMap<string, string>;
  leave: ReadonlySet<string>;
  wfh: ReadonlySet<string>;
}

export interface DayRules {
  marks: DayMarks;
  /** Why a day cannot be chosen, in a sentence that says what to do; undefined when it can. */
  refusal: (iso: string) => string | undefined;
}

interface DayRulesOptions {
  /** The first and last day that may be chosen. */
  min: string;
  max: string;
  /** Weekends and holidays cannot be chosen (a request counts working days; a regularization is for one). */
  workingDaysOnly?: boolean;
  /** Days of my pending or approved full-day leave and work from home cannot be asked for again. */
  refuseRequested?: boolean;
}

/** My own pending and approved leave and work from home touching [from, to]. */
function useOwnBusyRequests(from: string, to: string) {
  return useQuery({
    queryKey: [...REQUESTS_KEY, 'busy-days', from, to],
    queryFn: () =>
      callApi(
        eventRequestsApi.ownEventRequests,
        { query: { from, to, pageSize: 200 } },
        { toastErrors: false, loader: false },
      ),
    select: (page) => page.items.filter((r) => r.status === 'PENDING' || r.status === 'APPROVED'),
  });
}

/**
 * The days of the date pickers: weekends, holidays, and my leave and work from home, marked; and what
 * cannot be chosen, with the reason the picker says when it is typed.
 */
export function useDayRules({ min, max, workingDaysOnly = true, refuseRequested = true }: DayRulesOptions): DayRules {
  const firstYear = Number(min.slice(0, 4));
  const lastYear = Number(max.slice(0, 4));
  const first = useHolidays(firstYear).data;
  const last = useHolidays(lastYear).data;
  const requests = useOwnBusyRequests(min, max).data;

  return useMemo(() => {
    const holidays = new Map<string, string>();
    for (const h of [...(first ?? []), ...(firstYear === lastYear ? [] : (last ?? []))])
      if (!h.optional) holidays.set(h.date, h.name);
    const leave = new Set<string>();
    const wfh = new Set<string>();
    const fullDays = new Set<string>();
    for (const r of requests ?? []) {
      for (const date of eachDate(r.fromDate, r.toDate)) {
        (r.typeCode === WFH_TYPE_CODE ? wfh : leave).add(date);
        if (r.halfDay === 'NONE') fullDays.add(date);
      }
    }
    const refusal = (iso: string): string | undefined => {
      if (iso < min) return `Choose ${formatDate(min)} or later.`;
      if (iso > max) return `Choose ${formatDate(max)} or earlier.`;
      if (workingDaysOnly && isWeekend(iso)) return `${formatDate(iso)} is a weekend. Choose a working day.`;
      const holiday = holidays.get(iso);
      if (workingDaysOnly && holiday) return `${formatDate(iso)} is a holiday (${holiday}). Choose a working day.`;
      if (refuseRequested && fullDays.has(iso)) return `You already asked for ${formatDate(iso)}. Choose another day.`;
      return undefined;
    };
    return { marks: { holidays, leave, wfh }, refusal };
  }, [first, last, firstYear, lastYear, requests, min, max, workingDaysOnly, refuseRequested]);
}
