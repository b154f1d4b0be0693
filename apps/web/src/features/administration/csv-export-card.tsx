import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { ZMonthYearSchema } from '@staffdesk/shared/schemas/common';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useOfficeToday } from '@/lib/office-time';
import { useDownloadAttendanceCsv } from './api/download-attendance-csv';

/** The month's attendance of every employee, one row each, a column per day. */
export function CsvExportCard() {
  const today = useOfficeToday();
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const [department, setDepartment] = useState('');
  const [error, setError] = useState<string>();
  const download = useDownloadAttendanceCsv();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZMonthYearSchema.safeParse(month);
    if (!parsed.success) {
      setError('Choose a month.');
      return;
    }
    setError(undefined);
    download.mutate(
      { monthYear: parsed.data, department: department.trim() },
      { onSuccess: (fileName) => toast.success(`Saved ${fileName}.`) },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Monthly Attendance Export</CardTitle>
        <CardDescription>
          Every employee's days of the month as a CSV file, for payroll and spreadsheets: hours as h:mm, other days as
          codes explained in the legend at the end.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor="export-month">Month</Label>
            <Input
              id="export-month"
              type="month"
              className="w-48"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'export-month-error' : undefined}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="export-department">Department</Label>
            <Input
              id="export-department"
              className="w-48"
              value={department}
              onChange={(event) => setDepartment(event.target.value)}
              placeholder="All departments"
              maxLength={80}
            />
          </div>
          <Button type="submit" disabled={download.isPending}>
            {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            Download CSV
          </Button>
        </form>
        <FieldError id="export-month-error" className="mt-2">
          {error}
        </FieldError>
      </CardContent>
    </Card>
  );
}
