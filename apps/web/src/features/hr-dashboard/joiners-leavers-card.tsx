import type { THrDashboard } from '@staffdesk/shared/schemas/hr-reports';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { PeopleList } from './people-list';

/** Who joined and who left this month, each with the day. */
export function JoinersLeaversCard({ joiners, leavers }: Pick<THrDashboard, 'joiners' | 'leavers'>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Joiners and Leavers</CardTitle>
        <CardDescription>
          This month: {joiners.length} joined, {leavers.length} left.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">Joined</h3>
          <PeopleList
            label="Joined this month"
            people={joiners.map((p) => ({ ...p, detail: formatDate(p.date) }))}
            empty="No one joined this month."
          />
        </div>
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">Left</h3>
          <PeopleList
            label="Left this month"
            people={leavers.map((p) => ({ ...p, detail: formatDate(p.date) }))}
            empty="No one left this month."
          />
        </div>
      </CardContent>
    </Card>
  );
}
