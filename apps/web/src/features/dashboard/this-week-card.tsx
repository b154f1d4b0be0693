import { format, parseISO } from 'date-fns';
import { Cake, CalendarHeart, PartyPopper } from 'lucide-react';
import type { TThisWeek } from '@staffdesk/shared/schemas/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/dates';
import { useThisWeek } from './api/get-this-week';

/** A birthday shows day and month only ("January 05"): the year would tell an age. */
const dayAndMonth = (iso: string) => format(parseISO(iso), 'MMMM dd');

const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

interface Row {
  key: string;
  what: string;
  when: string;
}

function rowsOf(week: TThisWeek) {
  return [
    {
      id: 'holidays',
      title: 'Holidays',
      icon: CalendarHeart,
      rows: week.holidays.map((h): Row => ({
        key: h.date,
        what: h.optional ? `${h.name} (optional)` : h.name,
        when: formatDate(h.date),
      })),
    },
    {
      id: 'birthdays',
      title: 'Birthdays',
      icon: Cake,
      rows: week.birthdays.map((b): Row => ({ key: String(b.employeeId), what: b.name, when: dayAndMonth(b.date) })),
    },
    {
      id: 'anniversaries',
      title: 'Work Anniversaries',
      icon: PartyPopper,
      rows: week.anniversaries.map((a): Row => ({
        key: String(a.employeeId),
        what: `${a.name} · ${yearsText(a.years)}`,
        when: formatDate(a.date),
      })),
    },
  ];
}

/** What is coming: the holidays of this week and the next, and the department's birthdays and work anniversaries. */
export function ThisWeekCard() {
  const { data, isPending, isError, refetch } = useThisWeek();
  const groups = data ? rowsOf(data).filter((g) => g.rows.length > 0) : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>This Week</CardTitle>
        <CardDescription>Holidays, and your department&apos;s birthdays and work anniversaries.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24" aria-busy="true" />
        ) : isError ? (
          <LoadError title="This week could not be loaded." onRetry={() => void refetch()} className="py-6" />
        ) : groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No holidays, birthdays or work anniversaries coming up this week.
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-3">
            {groups.map((group) => {
              const Icon = group.icon;
              return (
                <section key={group.id} aria-labelledby={`this-week-${group.id}`} className="flex min-w-0 gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    <h3 id={`this-week-${group.id}`} className="text-sm font-medium">
                      {group.title}
                    </h3>
                    <ul className="text-sm">
                      {group.rows.map((row) => (
                        <li key={row.key} className="break-words">
                          {row.what} <span className="text-muted-foreground">— {row.when}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                </section>
              );
            })}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
