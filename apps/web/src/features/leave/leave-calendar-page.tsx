import { useSearchParams } from 'react-router';
import { CalendarCheck, ShieldAlert } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import { LEAVE_CALENDAR_SCOPES, type LeaveCalendarScope } from '@staffdesk/shared/schemas/leave';
import { isMonthKey, monthLabel, monthOf } from '@/components/attendance-calendar/month';
import { MonthNavigator } from '@/components/attendance-calendar/month-navigator';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserContext } from '@/lib/api/get-user-context';
import { HttpError } from '@/lib/http';
import { useOfficeToday } from '@/lib/office-time';
import { useEventTypes } from './api/get-event-types';
import { useLeaveCalendar } from './api/get-leave-calendar';
import { leaveCalendarDays } from './leave-calendar-days';
import { LeaveCalendarDayList } from './leave-calendar-day-list';
import { LeaveCalendarFilters, SCOPE_LABELS, type LeaveCalendarFilterValues } from './leave-calendar-filters';
import { LeaveCalendarGrid } from './leave-calendar-grid';

const isScope = (value: string | null): value is LeaveCalendarScope =>
  (LEAVE_CALENDAR_SCOPES as readonly (string | null)[]).includes(value);

/** Who of the team, the department or (for HR) the company is out in a month; the filters live in the address. */
export function LeaveCalendarPage() {
  const [params, setParams] = useSearchParams();
  const today = useOfficeToday();
  const { data: me } = useUserContext();
  const { data: types = [] } = useEventTypes();
  const scopes = LEAVE_CALENDAR_SCOPES.filter(
    (scope) => scope !== 'company' || (me !== undefined && can(me.userRoleList, 'VIEW_ANY_EMPLOYEE')),
  );

  const currentMonth = monthOf(today);
  const requestedMonth = params.get('month');
  const month = isMonthKey(requestedMonth) ? requestedMonth : currentMonth;
  const requestedScope = params.get('scope');
  // A company address opened by someone who may not see the company (a shared link) shows their team instead.
  const mayAsk = isScope(requestedScope) && (me === undefined || scopes.includes(requestedScope));
  const values: LeaveCalendarFilterValues = {
    scope: mayAsk ? requestedScope : 'team',
    typeCode: params.get('type') ?? '',
    department: mayAsk && requestedScope === 'company' ? (params.get('department') ?? '') : '',
  };
  const calendar = useLeaveCalendar({
    month,
    scope: values.scope,
    typeCode: values.typeCode || undefined,
    department: values.department || undefined,
  });

  const change = (next: Partial<LeaveCalendarFilterValues & { month: string }>) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        const set = (key: string, value: string | undefined, fallback: string) => {
          if (value === undefined) return;
          if (value === fallback) copy.delete(key);
          else copy.set(key, value);
        };
        set('month', next.month, currentMonth);
        set('scope', next.scope, 'team');
        set('type', next.typeCode, '');
        set('department', next.department, '');
        return copy;
      },
      { replace: true },
    );

  const days = calendar.data ? leaveCalendarDays(calendar.data) : [];
  const anyoneOut = days.some((day) => day.out.length > 0);
  const refused = calendar.error instanceof HttpError && calendar.error.status === 403 ? calendar.error : undefined;

  return (
    <>
      <PageHeader
        title="Leave Calendar"
        description={`Who is on leave or working from home: ${SCOPE_LABELS[values.scope].toLowerCase()}${
          calendar.data?.department ? ` (${calendar.data.department})` : ''
        }.`}
        actions={<MonthNavigator month={month} onChange={(next) => change({ month: next })} current={currentMonth} />}
      />
      <Card>
        <CardContent className="space-y-4">
          <LeaveCalendarFilters
            values={values}
            scopes={scopes}
            types={types}
            departments={calendar.data?.departments ?? []}
            onChange={change}
          />
          {calendar.isPending ? (
            <Skeleton className="h-96 rounded-xl" aria-busy="true" />
          ) : refused ? (
            <EmptyState icon={ShieldAlert} title={refused.message} />
          ) : calendar.isError ? (
            <LoadError title="The leave calendar could not be loaded." onRetry={() => void calendar.refetch()} />
          ) : (
            <>
              {!anyoneOut && (
                <p className="text-sm text-muted-foreground" role="status">
                  <CalendarCheck aria-hidden="true" className="mr-1 inline size-4" />
                  Nobody is out in {monthLabel(month)}.
                </p>
              )}
              <LeaveCalendarGrid month={month} days={days} today={today} className="hidden sm:table" />
              <LeaveCalendarDayList month={month} days={days} today={today} className="sm:hidden" />
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
