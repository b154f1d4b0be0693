import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CalendarDays, Download, Laptop, Receipt } from 'lucide-react';
import { hrReportsApi } from '@staffdesk/shared/api/hr-reports';
import type { TAssetReportRow, TLeaveReport, TLeaveReportRow } from '@staffdesk/shared/schemas/hr-reports';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { callApi } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download';
import { toast } from '@/lib/toast';
import { useOfficeToday } from '@/lib/office-time';
import { parseCsv } from '@staffdesk/shared/csv';

const CSV = { headers: { Accept: 'text/csv' } };
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A claim line of the month's CSV, as its preview shows it. */
interface ClaimLine {
  key: number;
  code: string;
  name: string;
  department: string;
  category: string;
  date: string;
  amount: string;
  status: string;
  decidedBy: string;
  reference: string;
}

const claimColumns: DataTableColumn<ClaimLine>[] = [
  {
    id: 'name',
    header: 'Employee',
    value: (c) => c.name,
    sortKey: 'name',
    searchable: true,
    card: 'title',
    width: 'sm',
  },
  { id: 'code', header: 'Code', value: (c) => c.code, hideBelow: 'lg', width: 'fit' },
  { id: 'department', header: 'Department', value: (c) => c.department, hideBelow: 'xl', width: 'sm' },
  {
    id: 'category',
    header: 'Category',
    value: (c) => c.category,
    sortKey: 'category',
    searchable: true,
    card: 'subtitle',
    width: 'sm',
  },
  { id: 'date', header: 'Expense date', value: (c) => c.date, sortKey: 'date', width: 'fit' },
  {
    id: 'amount',
    header: 'Amount',
    value: (c) => Number(c.amount),
    cell: (c) => c.amount,
    sortKey: 'amount',
    numeric: true,
    width: 'fit',
  },
  { id: 'status', header: 'Status', value: (c) => c.status, sortKey: 'status', card: 'badge', width: 'fit' },
  { id: 'decidedBy', header: 'Decided by', value: (c) => c.decidedBy, hideBelow: 'lg', width: 'sm' },
  { id: 'reference', header: 'Payment reference', value: (c) => c.reference, hideBelow: 'lg', width: 'sm' },
];

const assetColumns: DataTableColumn<TAssetReportRow>[] = [
  {
    id: 'name',
    header: 'Employee',
    value: (r) => r.employeeName,
    sortKey: 'name',
    searchable: true,
    card: 'title',
    width: 'sm',
  },
  {
    id: 'department',
    header: 'Department',
    value: (r) => r.department ?? '',
    sortKey: 'department',
    card: 'subtitle',
    width: 'sm',
  },
  { id: 'inHand', header: 'In hand', value: (r) => r.inHand, sortKey: 'inHand', numeric: true, width: 'fit' },
  { id: 'returned', header: 'Returned', value: (r) => r.returned, sortKey: 'returned', numeric: true, width: 'fit' },
  {
    id: 'assets',
    header: 'Assets',
    value: (r) => r.assets.map((a) => a.assetTag).join(' '),
    searchable: true,
    cell: (r) =>
      r.assets.map((a) => `${a.assetTypeLabel} ${a.assetTag}${a.returnedOn ? ' (returned)' : ''}`).join(', '),
    width: 'lg',
  },
];

/** "Casual Leave 1, Sick Leave 0.5": the non-zero figures of some types, or a dash. */
function figures(types: TLeaveReport['types'], values: Record<string, number>, keepZero: boolean): string {
  const shown = types.filter((t) => t.code in values && (keepZero || values[t.code] !== 0));
  return shown.length === 0 ? '—' : shown.map((t) => `${t.label} ${values[t.code]}`).join(', ');
}

/** The leave report's columns: its leave types come with the answer. */
function leaveColumns(types: TLeaveReport['types']): DataTableColumn<TLeaveReportRow>[] {
  const wfh = types.filter((t) => !t.isLeave);
  return [
    {
      id: 'name',
      header: 'Employee',
      value: (r) => r.employeeName,
      sortKey: 'name',
      searchable: true,
      card: 'title',
      width: 'sm',
    },
    {
      id: 'code',
      header: 'Code',
      value: (r) => r.employeeCode ?? '',
      sortKey: 'code',
      searchable: true,
      hideBelow: 'lg',
      width: 'fit',
    },
    {
      id: 'department',
      header: 'Department',
      value: (r) => r.department ?? '',
      sortKey: 'department',
      searchable: true,
      card: 'subtitle',
      width: 'sm',
    },
    {
      id: 'leaveDays',
      header: 'Leave days',
      value: (r) => r.leaveDays,
      sortKey: 'leaveDays',
      numeric: true,
      width: 'fit',
    },
    {
      id: 'byType',
      header: 'By type',
      value: (r) =>
        figures(
          types.filter((t) => t.isLeave),
          r.days,
          false,
        ),
      width: 'md',
    },
    ...wfh.map((t): DataTableColumn<TLeaveReportRow> => ({
      id: `days-${t.code}`,
      header: t.label,
      value: (r) => r.days[t.code] ?? 0,
      sortKey: `days-${t.code}`,
      numeric: true,
      hideBelow: 'lg',
      width: 'fit',
    })),
    {
      id: 'balances',
      header: 'Balances at month end',
      value: (r) => figures(types, r.balances, true),
      hideBelow: 'lg',
      width: 'lg',
    },
  ];
}

/** The claim lines and the totals of the month's CSV. */
function readClaims(text: string): { claims: ClaimLine[]; totals: string[][] } {
  const rows = parseCsv(text);
  const blank = rows.findIndex((r, i) => i > 0 && r.every((cell) => cell === ''));
  const claims = rows
    .slice(1, blank < 0 ? undefined : blank)
    .map(
      (
        [
          code = '',
          name = '',
          department = '',
          category = '',
          date = '',
          amount = '',
          ,
          status = '',
          decidedBy = '',
          reference = '',
        ],
        key,
      ) => ({
        key,
        code,
        name,
        department,
        category,
        date,
        amount,
        status,
        decidedBy,
        reference,
      }),
    );
  return { claims, totals: blank < 0 ? [] : rows.slice(blank + 2).filter((r) => r[3]) };
}

async function save(request: Promise<unknown>, fileName: string) {
  downloadCsv(await request, fileName);
  return fileName;
}

/** The HR reports: a month's reimbursements and leave, and the assets issued per employee, previewed and downloaded. */
export function ReportsPage() {
  const today = useOfficeToday();
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const valid = MONTH.test(month);
  const claims = useQuery({
    queryKey: ['hr-reports', 'reimbursements', month],
    queryFn: async () =>
      readClaims(
        await ((await callApi(hrReportsApi.reimbursementsCsv, { query: { monthYear: month } }, CSV)) as Blob).text(),
      ),
    enabled: valid,
  });
  const assets = useQuery({ queryKey: ['hr-reports', 'assets'], queryFn: () => callApi(hrReportsApi.assetReport, {}) });
  const leaves = useQuery({
    queryKey: ['hr-reports', 'leaves', month],
    queryFn: () => callApi(hrReportsApi.leaveReport, { query: { monthYear: month } }),
    enabled: valid,
  });
  const leaveTypes = leaves.data?.types;
  const leaveTable = useMemo(() => leaveColumns(leaveTypes ?? []), [leaveTypes]);
  const download = useMutation({
    mutationFn: (report: 'reimbursements' | 'assets' | 'leaves') =>
      report === 'reimbursements'
        ? save(
            callApi(hrReportsApi.reimbursementsCsv, { query: { monthYear: month } }, CSV),
            `reimbursements-${month}.csv`,
          )
        : report === 'leaves'
          ? save(callApi(hrReportsApi.leaveReportCsv, { query: { monthYear: month } }, CSV), `leaves-${month}.csv`)
          : save(callApi(hrReportsApi.assetReportCsv, {}, CSV), 'assets.csv'),
    onSuccess: (fileName) => toast.success(`Saved ${fileName}.`),
  });

  return (
    <>
      <PageHeader
        title="Reports"
        description="Reimbursements and leave of a month, and the assets issued per employee, to read here or download for Excel."
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Reimbursements of the Month</h2>
            </CardTitle>
            <CardDescription>
              Every claim whose expense falls in the month, with the totals per category.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex flex-wrap items-end gap-3">
              <div className="grid gap-2">
                <Label htmlFor="report-month">Month</Label>
                <Input
                  id="report-month"
                  type="month"
                  className="w-48"
                  value={month}
                  onChange={(e) => setMonth(e.target.value)}
                  aria-invalid={valid ? undefined : true}
                  aria-describedby={valid ? undefined : 'report-month-error'}
                />
              </div>
              <Button
                type="button"
                onClick={() => download.mutate('reimbursements')}
                disabled={!valid || download.isPending}
              >
                {download.isPending && download.variables === 'reimbursements' ? (
                  <Spinner />
                ) : (
                  <Download aria-hidden="true" />
                )}
                Download reimbursements CSV
              </Button>
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
            {claims.data && claims.data.totals.length > 0 && (
              <dl
                className="grid max-w-md grid-cols-[1fr_auto_auto] gap-x-4 gap-y-1 text-sm"
                aria-label="Totals per category"
              >
                {claims.data.totals.map((t) => (
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
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Leave of the Month</h2>
            </CardTitle>
            <CardDescription>
              Approved days of each leave type and of work from home in {valid ? month : 'the month above'} (weekends
              and holidays left out), and what is left of each balance at the month's end.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div>
              <Button type="button" onClick={() => download.mutate('leaves')} disabled={!valid || download.isPending}>
                {download.isPending && download.variables === 'leaves' ? <Spinner /> : <Download aria-hidden="true" />}
                Download leave CSV
              </Button>
            </div>
            <DataTable
              mode="client"
              label={`Leave of ${month}`}
              noun="employees"
              columns={leaveTable}
              rows={leaves.data?.items}
              getRowId={(r) => r.employeeId}
              query={leaves}
              errorTitle="The leave report could not be loaded."
              empty={{ icon: CalendarDays, title: 'No employees in this month.' }}
              search={{ label: 'Search leave by employee, code or department' }}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Assets Issued per Employee</h2>
            </CardTitle>
            <CardDescription>What each employee holds now, and what they returned.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div>
              <Button type="button" onClick={() => download.mutate('assets')} disabled={download.isPending}>
                {download.isPending && download.variables === 'assets' ? <Spinner /> : <Download aria-hidden="true" />}
                Download assets CSV
              </Button>
            </div>
            <DataTable
              mode="client"
              label="Assets issued per employee"
              noun="employees"
              columns={assetColumns}
              rows={assets.data?.items}
              getRowId={(r) => r.employeeId}
              query={assets}
              errorTitle="The assets could not be loaded."
              empty={{ icon: Laptop, title: 'No assets issued yet.' }}
              search={{ label: 'Search by employee or tag' }}
            />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
