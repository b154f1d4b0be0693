import { Receipt } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { MonthField } from '@/components/date-picker/month-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useDownloadReimbursementsCsv } from './api/download-reimbursements-csv';
import { useReimbursementsReport } from './api/get-reimbursements-report';
import { claimColumns } from './claim-columns';
import { DownloadCsvButton } from './download-csv-button';

interface ReimbursementsReportCardProps {
  /** The month of the reports, as the field holds it ("2026-11"); it is chosen here for the leave report too. */
  month: string;
  valid: boolean;
  onMonthChange: (month: string) => void;
}

/** A month's claims, with the totals per category: the month field, the preview and the download. */
export function ReimbursementsReportCard({ month, valid, onMonthChange }: ReimbursementsReportCardProps) {
  const claims = useReimbursementsReport(valid ? month : undefined);
  const download = useDownloadReimbursementsCsv();
  const totals = claims.data?.totals ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Reimbursements of the Month</h2>
        </CardTitle>
        <CardDescription>Every claim whose expense falls in the month, with the totals per category.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor="report-month">Month</Label>
            <MonthField
              id="report-month"
              className="w-56"
              value={month}
              onChange={onMonthChange}
              aria-invalid={valid ? undefined : true}
              aria-describedby={valid ? undefined : 'report-month-error'}
            />
          </div>
          <DownloadCsvButton
            pending={download.isPending}
            disabled={!valid}
            onClick={() => download.mutate(month, { onSuccess: (fileName) => toast.success(`Saved ${fileName}.`) })}
          >
            Download reimbursements CSV
          </DownloadCsvButton>
        </div>
        {!valid && (
          <p id="report-month-error" role="alert" className="text-sm text-destructive">
            Choose a month.
          </p>
        )}
        <DataTable
          mode="client"
          label={`Reimbursements of ${month}`}
          noun="claims"
          columns={claimColumns}
          rows={claims.data?.claims}
          getRowId={(c) => c.key}
          query={claims}
          errorTitle="The reimbursements could not be loaded."
          empty={{ icon: Receipt, title: 'No claims in this month.' }}
          search={{ label: 'Search by employee or category' }}
        />
        {totals.length > 0 && (
          <dl
            className="grid max-w-md grid-cols-[1fr_auto_auto] gap-x-4 gap-y-1 text-sm"
            aria-label="Totals per category"
          >
            {totals.map((t) => (
              <div key={t[3]} className="contents">
                <dt className={t[3] === 'All categories' ? 'font-medium' : undefined}>{t[3]}</dt>
                <dd className="text-right text-muted-foreground">{t[4]} claims</dd>
                <dd className="text-right tabular-nums">{t[5]}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
