import type { THrDashboard } from '@staffdesk/shared/schemas/hr-reports';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PeopleList } from './people-list';

/** Who is on leave or working from home today, with the kind and whether for half the day. */
export function AwayTodayCard({ awayToday }: { awayToday: THrDashboard['awayToday'] }) {
  const away = awayToday.map((a) => ({ ...a, detail: `${a.typeLabel}${a.halfDay === 'NONE' ? '' : ' (half day)'}` }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Away Today</CardTitle>
        <CardDescription>
          {away.filter((a) => a.isLeave).length} on leave, {away.filter((a) => !a.isLeave).length} working from home.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PeopleList label="On leave or working from home today" people={away} empty="Everyone is in today." />
      </CardContent>
    </Card>
  );
}
