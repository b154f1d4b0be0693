import { useState } from 'react';
import { format } from 'date-fns';
import { ChevronLeft, ChevronRight, PartyPopper, Pencil, Plus, Trash2 } from 'lucide-react';
import type { THoliday } from '@staffdesk/shared/schemas/attendance';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { HolidayName } from '@/components/holiday-name';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useDeleteHoliday } from './api/delete-holiday';
import { useHolidays } from '@/lib/api/get-holidays';
import { HolidayFormDialog } from './holiday-form-dialog';

type Editing =
  { mode: 'add' } | { mode: 'edit'; holiday: THoliday } | { mode: 'delete'; holiday: THoliday } | undefined;

const weekday = (date: string) => new Date(`${date}T00:00:00`).toLocaleDateString('en-US', { weekday: 'long' });
const BY_DATE = { key: 'date', order: 'asc' } as const;

const columns: DataTableColumn<THoliday>[] = [
  {
    id: 'date',
    header: 'Date',
    value: (h) => h.date,
    cell: (h) => formatDate(h.date),
    sortKey: 'date',
    width: 'fit',
    card: 'subtitle',
  },
  { id: 'day', header: 'Day', value: (h) => weekday(h.date), hideBelow: 'lg', width: 'fit', card: 'hidden' },
  {
    id: 'name',
    header: 'Name',
    value: (h) => h.name,
    cell: (h) => <HolidayName holiday={h} />,
    sortKey: 'name',
    searchable: true,
    card: 'title',
  },
];

export function HolidaysManagerCard() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [editing, setEditing] = useState<Editing>();
  const query = useHolidays(year);
  const remove = useDeleteHoliday();

  const confirmDelete = () => {
    if (editing?.mode !== 'delete') return;
    const { holiday } = editing;
    remove.mutate(holiday.id, {
      onSuccess: () => toast.success(`${holiday.name} was removed.`),
      onSettled: () => setEditing(undefined),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Holidays</CardTitle>
        <CardDescription>The office's days off; every calendar and leave count follows them.</CardDescription>
        <CardAction>
          <Button onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" />
            Add holiday
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" onClick={() => setYear(year - 1)} aria-label="Previous year">
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p aria-live="polite" className="w-16 text-center text-sm font-medium tabular-nums">
            {year}
          </p>
          <Button variant="outline" size="icon" onClick={() => setYear(year + 1)} aria-label="Next year">
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <DataTable
          label={`Holidays of ${year}`}
          noun="holidays"
          columns={columns}
          rows={query.data}
          getRowId={(h) => h.id}
          query={query}
          errorTitle="Holidays could not be loaded."
          empty={{
            icon: PartyPopper,
            title: `No holidays in ${year}.`,
            hint: "Add the year's holidays so calendars and leave counts skip them.",
          }}
          defaultSort={BY_DATE}
          search={{ label: 'Search holidays' }}
          rowActions={(holiday) => (
            <div className="flex justify-end">
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setEditing({ mode: 'edit', holiday })}
                aria-label={`Edit ${holiday.name}`}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setEditing({ mode: 'delete', holiday })}
                aria-label={`Delete ${holiday.name}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          )}
        />
      </CardContent>
      {(editing?.mode === 'add' || editing?.mode === 'edit') && (
        <HolidayFormDialog
          holiday={editing.mode === 'edit' ? editing.holiday : undefined}
          defaultDate={year === thisYear ? format(new Date(), 'yyyy-MM-dd') : `${year}-01-01`}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={editing?.mode === 'delete'}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title="Delete This Holiday?"
        description={
          editing?.mode === 'delete' &&
          `${editing.holiday.name} on ${formatDate(editing.holiday.date)} becomes a working day again.`
        }
        confirmLabel="Delete holiday"
        dismissLabel="Keep it"
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </Card>
  );
}
