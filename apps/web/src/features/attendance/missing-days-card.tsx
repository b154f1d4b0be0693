import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, ClockAlert } from 'lucide-react';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { REGULARIZATION_MAX_DAYS_BACK } from '@staffdesk/shared/schemas/attendance';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { dayStatusLabel } from '@/components/attendance-calendar/day-status';
import { formatDate } from '@/lib/dates';
import { MISSING_DAYS_PAGE_SIZE, useMissingDays } from './api/get-missing-days';
import { regularizationFormPath } from './paths';

/** Days without a closing punch or without any: each one can be regularized from here. */
export function MissingDaysCard({ employeeId, today }: { employeeId: number | undefined; today: string | undefined }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useMissingDays(employeeId, page);
  const todayDate = today ? parseISO(today) : new Date();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Missing punches</CardTitle>
        <CardDescription>Past working days without a check-in or a check-out.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending ? (
          <div className="grid gap-2" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : isError || !data ? (
          <LoadError title="Missing punches could not be loaded." onRetry={() => void refetch()} className="py-8" />
        ) : data.items.length === 0 ? (
          <EmptyState icon={CheckCircle2} title="No missing punches." className="py-8">
            <p>Every past working day has its check-in and check-out.</p>
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y" aria-label="Days with missing punches">
              {data.items.map((day) => {
                const tooOld = differenceInCalendarDays(todayDate, parseISO(day.date)) > REGULARIZATION_MAX_DAYS_BACK;
                return (
                  <li key={day.date} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="text-sm font-medium">{formatDate(day.date)}</p>
                      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                        <ClockAlert className="size-3.5" aria-hidden="true" />
                        {dayStatusLabel(day.status)}
                        {day.firstInTime && ` · in ${day.firstInTime}`}
                        {day.lastOutTime && ` · out ${day.lastOutTime}`}
                      </p>
                    </div>
                    {day.regularizationStatus ? (
                      <span className="flex items-center gap-2 text-xs text-muted-foreground">
                        Regularization <RequestStatusBadge status={day.regularizationStatus} />
                      </span>
                    ) : tooOld ? (
                      <span className="text-xs text-muted-foreground">More than {REGULARIZATION_MAX_DAYS_BACK} days ago</span>
                    ) : (
                      <Button variant="outline" size="sm" asChild>
                        <Link to={regularizationFormPath(day.date)}>
                          Regularize<span className="sr-only"> {formatDate(day.date)}</span>
                        </Link>
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            {data.total > MISSING_DAYS_PAGE_SIZE && (
              <Pagination page={page} pageSize={MISSING_DAYS_PAGE_SIZE} total={data.total} onPageChange={setPage} noun="missing days" />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
