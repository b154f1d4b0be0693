import { useSearchParams } from 'react-router';
import { can } from '@staffdesk/shared/roles';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PageHeader } from '@/components/page-header';
import { useEmployeeContext } from '@/lib/api/get-employee-context';
import { useUserContext } from '@/lib/api/get-user-context';
import { useOfficeToday } from '@/lib/office-time';
import { isMonday, mondayOf } from './hours';
import { MonthView } from './month-view';
import { TeamTab } from './team-tab';
import { WeekView } from './week-view';

const TABS = ['week', 'month', 'team'] as const;
type Tab = (typeof TABS)[number];

/** The timesheet: one's own week to fill and submit, the month at a glance, and for MD and ADMIN the team's weeks to decide. */
export function TimesheetPage() {
  const [params, setParams] = useSearchParams();
  const { data: user } = useUserContext();
  const { data: employee } = useEmployeeContext();
  const today = useOfficeToday();
  const thisMonday = mondayOf(today);
  const requestedWeek = params.get('week');
  const monday = isMonday(requestedWeek) ? requestedWeek : thisMonday;
  const requestedMonth = params.get('month');
  const month = requestedMonth && /^\d{4}-(0[1-9]|1[0-2])$/.test(requestedMonth) ? requestedMonth : monday.slice(0, 7);
  const decides = can(user?.userRoleList ?? [], 'ACT_AS_ANY_MANAGER');
  const tabs = TABS.filter((t) => t !== 'team' || decides);
  const tab: Tab = tabs.find((t) => t === params.get('tab')) ?? 'week';
  const teamEmployee = Number(params.get('employee')) || undefined;

  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const weekProps = {
    monday,
    thisMonday,
    onWeekChange: (next: string) => set({ week: next === thisMonday ? undefined : next }),
  };

  return (
    <>
      <PageHeader
        title="Timesheet"
        description="Log your hours by project and activity, submit your week, and see your month."
      />
      <Tabs value={tab} onValueChange={(value) => set({ tab: value === 'week' ? undefined : value })}>
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="week">My week</TabsTrigger>
          <TabsTrigger value="month">Month</TabsTrigger>
          {decides && <TabsTrigger value="team">Team</TabsTrigger>}
        </TabsList>
        <TabsContent value="week">
          <WeekView {...weekProps} mode="own" />
        </TabsContent>
        <TabsContent value="month">
          <MonthView month={month} onMonthChange={(next) => set({ month: next })} />
        </TabsContent>
        {decides && (
          <TabsContent value="team">
            <TeamTab
              {...weekProps}
              employeeId={teamEmployee}
              ownEmployeeId={employee?.employeeId}
              onEmployeeChange={(id) => set({ employee: id === undefined ? undefined : String(id) })}
            />
          </TabsContent>
        )}
      </Tabs>
    </>
  );
}
