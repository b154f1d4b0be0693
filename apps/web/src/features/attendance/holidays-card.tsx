import { PartyPopper } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { useHolidays } from '@/lib/api/get-holidays';

export function HolidaysCard({ year, today }: { year: number; today: string | undefined }) {
  const { data: holidays, isPending, isError, refetch } = useHolidays(year);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Holidays of {year}</CardTitle>
        <CardDescription>Days the office is closed; they show on the calendar too.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-2" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-8" />
            ))}
          </div>
        ) : isError || !holidays ? (
          <LoadError title="Holidays could not be loaded." onRetry={() => void refetch()} className="py-8" />
        ) : holidays.length === 0 ? (
          <EmptyState icon={PartyPopper} title={`No holidays are listed for ${year}.`} className="py-8" />
        ) : (
          <ul className="divide-y" aria-label={`Holidays of ${year}`}>
            {holidays.map((holiday) => {
              const past = today !== undefined && holiday.date < today;
              return (
                <li key={holiday.id} className={cn('flex items-center justify-between gap-3 py-2.5 text-sm', past && 'text-muted-foreground')}>
                  <span className="min-w-0">
                    <span className="font-medium">{holiday.name}</span>
                    {holiday.optional && (
                      <Badge variant="outline" className="ml-2">
                        Optional
                      </Badge>
                    )}
                  </span>
                  <time dateTime={holiday.date} className="shrink-0 tabular-nums">
                    {formatDate(holiday.date)}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
