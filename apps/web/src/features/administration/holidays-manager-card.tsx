import { useState } from 'react';
import { format } from 'date-fns';
import { ChevronLeft, ChevronRight, PartyPopper, Pencil, Plus, Trash2 } from 'lucide-react';
import type { THoliday } from '@staffdesk/shared/schemas/attendance';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useDeleteHoliday } from './api/delete-holiday';
import { useHolidays } from '@/lib/api/get-holidays';
import { HolidayFormDialog } from './holiday-form-dialog';

type Editing = { mode: 'add' } | { mode: 'edit'; holiday: THoliday } | { mode: 'delete'; holiday: THoliday } | undefined;

const weekday = (date: string) => new Date(`${date}T00:00:00`).toLocaleDateString('en-US', { weekday: 'long' });

export function HolidaysManagerCard() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [editing, setEditing] = useState<Editing>();
  const { data: holidays, isPending, isError, refetch } = useHolidays(year);
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
        {isPending ? (
          <div className="grid gap-2" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : isError || !holidays ? (
          <LoadError title="Holidays could not be loaded." onRetry={() => void refetch()} />
        ) : holidays.length === 0 ? (
          <EmptyState icon={PartyPopper} title={`No holidays in ${year}.`}>
            <p>Add the year's holidays so calendars and leave counts skip them.</p>
          </EmptyState>
        ) : (
          <Table aria-label={`Holidays of ${year}`}>
            <TableHeader>
              <TableRow>
                <TableHead className="hidden sm:table-cell">Date</TableHead>
                <TableHead className="hidden sm:table-cell">Day</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {holidays.map((holiday) => (
                <TableRow key={holiday.id}>
                  <TableCell className="hidden tabular-nums sm:table-cell">{formatDate(holiday.date)}</TableCell>
                  <TableCell className="hidden text-muted-foreground sm:table-cell">{weekday(holiday.date)}</TableCell>
                  <TableCell className="font-medium whitespace-normal">
                    {holiday.name}
                    {holiday.optional && (
                      <Badge variant="outline" className="ml-2">
                        Optional
                      </Badge>
                    )}
                    {/* At phone width the date and day columns give way: the date shows under the name. */}
                    <span className="block text-xs font-normal text-muted-foreground tabular-nums sm:hidden">
                      {formatDate(holiday.date)} · {weekday(holiday.date)}
                    </span>
                  </TableCell>
                  <TableCell className="text-right">
                    <Button variant="ghost" size="icon" onClick={() => setEditing({ mode: 'edit', holiday })} aria-label={`Edit ${holiday.name}`}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" onClick={() => setEditing({ mode: 'delete', holiday })} aria-label={`Delete ${holiday.name}`}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
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
        title="Delete this holiday?"
        description={editing?.mode === 'delete' && `${editing.holiday.name} on ${formatDate(editing.holiday.date)} becomes a working day again.`}
        confirmLabel="Delete holiday"
        dismissLabel="Keep it"
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </Card>
  );
}
