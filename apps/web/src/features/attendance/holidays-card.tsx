import { useMemo } from 'react';
import { PartyPopper } from 'lucide-react';
import type { THoliday } from '@staffdesk/shared/schemas/attendance';
import { HolidayName } from '@/components/holiday-name';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { formatDate } from '@/lib/dates';
import { useHolidays } from '@/lib/api/get-holidays';
import { CollapsedOnPhone } from './collapsed-on-phone';

const BY_DATE = { key: 'date', order: 'asc' } as const;

/** The holidays' columns, those before today dimmed. */
function holidayColumns(today: string | undefined): DataTableColumn<THoliday>[] {
  const past = (h: THoliday) => today !== undefined && h.date < today;
  return [
    {
      id: 'name',
      header: 'Holiday',
      value: (h) => h.name,
      cell: (h) => <HolidayName holiday={h} dimmed={past(h)} />,
      sortKey: 'name',
      card: 'title',
    },
    {
      id: 'date',
      header: 'Date',
      value: (h) => h.date,
      cell: (h) => <time dateTime={h.date}>{formatDate(h.date)}</time>,
      sortKey: 'date',
      width: 'fit',
      card: 'subtitle',
    },
  ];
}

/** The year's holidays beside the calendar; those already past are dimmed. */
export function HolidaysCard({ year, today }: { year: number; today: string | undefined }) {
  const query = useHolidays(year);
  const columns = useMemo(() => holidayColumns(today), [today]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Holidays of {year}</CardTitle>
        <CardDescription>Days the office is closed; they show on the calendar too.</CardDescription>
      </CardHeader>
      <CardContent>
        <CollapsedOnPhone
          showLabel={query.data ? `Show the year's holidays (${query.data.length})` : "Show the year's holidays"}
          hideLabel="Hide the year's holidays"
        >
          <DataTable
            label={`Holidays of ${year}`}
            noun="holidays"
            columns={columns}
            rows={query.data}
            getRowId={(h) => h.id}
            query={query}
            errorTitle="Holidays could not be loaded."
            empty={{ icon: PartyPopper, title: `No holidays are listed for ${year}.` }}
            defaultSort={BY_DATE}
          />
        </CollapsedOnPhone>
      </CardContent>
    </Card>
  );
}
