import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { describeToday } from '@/components/attendance-calendar/day-status';
import { monthLabel } from '@/components/attendance-calendar/month';
import { useAttendanceSummary } from './api/get-attendance-summary';
import { AttendanceCounts } from './attendance-counts';

export function MonthAttendanceCard() {
  const { data: summary, isPending, isError, refetch } = useAttendanceSummary();
  const today = summary?.today ? describeToday(summary.today) : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>This Month's Attendance</CardTitle>
        <CardDescription>{summary ? monthLabel(summary.monthYear) : 'Your days so far.'}</CardDescription>
        <CardAction>
          <Button variant="outline" size="sm" asChild>
            <Link to={uiPath('/ui/self-service/attendance')}>
              Attendance
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-16" />
            <Skeleton className="h-20" />
          </div>
        ) : isError || !summary ? (
          <LoadError title="Your attendance could not be loaded." onRetry={() => void refetch()} className="py-8" />
        ) : (
          <div className="space-y-4">
            {today && (
              <p className="text-sm">
                <span className="text-muted-foreground">Today: </span>
                <span className="font-medium">{today}</span>
              </p>
            )}
            <AttendanceCounts summary={summary} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
