import { Download } from 'lucide-react';
import { ATTENDANCE_CSV_CODES, ZCsvQuerySchema } from '@staffdesk/shared/schemas/attendance';
import { MonthField } from '@/components/date-picker/month-field';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useOfficeToday } from '@/lib/office-time';
import { useDownloadAttendanceCsv } from './api/download-attendance-csv';

/** The month's attendance of every employee, one row each, a column per day. */
export function CsvExportCard() {
  const today = useOfficeToday();
  const download = useDownloadAttendanceCsv();
  const form = useZodForm(ZCsvQuerySchema, { defaultValues: { monthYear: today.slice(0, 7), department: '' } });

  const onSubmit = form.handleSubmit(async (query) => {
    try {
      toast.success(`Saved ${await download.mutateAsync(query)}.`);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Monthly Attendance Export</CardTitle>
        <CardDescription>
          Every employee's days of the month as a CSV file, for payroll and spreadsheets: hours as h:mm, other days as
          the codes below.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-3">
            <div className="flex flex-wrap items-start gap-3">
              <FormField
                control={form.control}
                name="monthYear"
                id="export-month"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Month</FormLabel>
                    <FormControl>
                      <MonthField
                        id="export-month"
                        className="w-56"
                        ref={field.ref}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="department"
                id="export-department"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Department</FormLabel>
                    <FormControl>
                      <Input className="w-48" placeholder="All departments" maxLength={80} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              {/* Level with the inputs: below a label's line and the gap under it. */}
              <SubmitButton
                className="mt-5.5"
                label="Download CSV"
                pendingLabel="Download CSV"
                icon={<Download aria-hidden="true" />}
              />
            </div>
            <FormServerAlert />
          </form>
        </Form>
        {/* The file holds only its table, so that a spreadsheet reads it whole: its codes are read here. */}
        <ul
          aria-label="Codes of the file"
          className="text-muted-foreground mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2"
        >
          {ATTENDANCE_CSV_CODES.map(({ code, meaning }) => (
            <li key={code}>
              <span className="text-foreground font-medium">{code}</span> {meaning}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
