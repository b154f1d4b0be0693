import { useMemo } from 'react';
import { CalendarDays } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useDownloadLeaveCsv } from './api/download-leave-csv';
import { useLeaveReport } from './api/get-leave-report';
import { DownloadCsvButton } from './download-csv-button';
import { leaveColumns } from './leave-columns';

/** A month's leave per employee, with each balance at its end: the preview and the download. */
export function LeaveReportCard({ month, valid }: { month: string; valid: boolean }) {
  const leaves = useLeaveReport(valid ? month : undefined);
  const download = useDownloadLeaveCsv();
  const types = leaves.data?.types;
  const columns = useMemo(() => leaveColumns(types ?? []), [types]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Leave of the Month</h2>
        </CardTitle>
        <CardDescription>
          Approved days of each leave type and of work from home in {valid ? month : 'the month above'} (weekends and
          holidays left out), and what is left of each balance at the month's end.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <DownloadCsvButton
            pending={download.isPending}
            disabled={!valid}
            onClick={() => download.mutate(month, { onSuccess: (fileName) => toast.success(`Saved ${fileName}.`) })}
          >
            Download leave CSV
          </DownloadCsvButton>
        </div>
        <DataTable
          mode="client"
          label={`Leave of ${month}`}
          noun="employees"
          columns={columns}
          rows={leaves.data?.items}
          getRowId={(r) => r.employeeId}
          query={leaves}
          errorTitle="The leave report could not be loaded."
          empty={{ icon: CalendarDays, title: 'No employees in this month.' }}
          search={{ label: 'Search leave by employee, code or department' }}
        />
      </CardContent>
    </Card>
  );
}
