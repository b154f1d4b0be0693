import { useState, type ChangeEvent } from 'react';
import { FileSpreadsheet, Download, Upload } from 'lucide-react';
import { USER_IMPORT_COLUMNS, type TUserImportResult, type TUserImportRow } from '@staffdesk/shared/schemas/users';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { UploadProgress } from '@/components/upload-progress';
import { downloadCsv } from '@/lib/download';
import { toast } from '@/lib/toast';
import { useImportUsers } from './api/import-users';

const EXAMPLE: Record<(typeof USER_IMPORT_COLUMNS)[number], string> = {
  firstname: 'Asha',
  middlename: '',
  lastname: 'Pillai',
  username: 'asha.pillai',
  userEmailId: 'asha.pillai@example.com',
  userContactNumber: '+91 90000 00000',
  userBirthDate: '1994-08-21',
  gender: 'FEMALE',
  roles: 'EMPLOYEE',
  employeeCode: '',
  designation: 'Analyst',
  department: 'Engineering',
  dateOfJoining: '2026-12-01',
  reportingManagerUsername: 'manager',
  officeStart: '09:30',
  officeEnd: '18:30',
  timeZone: 'Asia/Kolkata',
};

const csvLine = (cells: readonly string[]) =>
  `${cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',')}\r\n`;

function downloadTemplate() {
  const text = csvLine(USER_IMPORT_COLUMNS) + csvLine(USER_IMPORT_COLUMNS.map((c) => EXAMPLE[c]));
  downloadCsv(new Blob([text], { type: 'text/csv' }), 'employees-template.csv');
}

/** The new users and their one-time passwords, to hand over: the screen shows them once. */
function downloadPasswords(rows: readonly TUserImportRow[]) {
  const made = rows.filter((r) => r.temporaryPassword);
  const text =
    csvLine(['Line', 'Name', 'Username', 'Temporary password']) +
    made.map((r) => csvLine([String(r.line), r.fullname, r.username, r.temporaryPassword ?? ''])).join('');
  downloadCsv(new Blob(['\ufeff', text], { type: 'text/csv' }), 'imported-users.csv');
}

const columns: DataTableColumn<TUserImportRow>[] = [
  { id: 'line', header: 'Line', value: (r) => r.line, numeric: true, width: 'fit', card: 'subtitle' },
  { id: 'fullname', header: 'Name', value: (r) => r.fullname || '—', card: 'title' },
  { id: 'username', header: 'Username', value: (r) => r.username || '—' },
  {
    id: 'outcome',
    header: 'Outcome',
    value: (r) => (r.errors.length ? 'Errors' : r.userId ? 'Imported' : 'Ready'),
    cell: (r) =>
      r.errors.length ? (
        <ul className="grid gap-0.5 text-sm text-destructive">
          {r.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : (
        <Badge variant="success">{r.userId ? 'Imported' : 'Ready to import'}</Badge>
      ),
    width: 'lg',
  },
  {
    id: 'password',
    header: 'Temporary password',
    value: (r) => r.temporaryPassword ?? '',
    cell: (r) => <span className="font-mono">{r.temporaryPassword ?? ''}</span>,
    width: 'fit',
  },
];

/** Many new employees from a CSV of the template: a preview of every row, then the valid ones in one go. */
export function BulkImportCard() {
  const [csv, setCsv] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const [result, setResult] = useState<TUserImportResult>();
  const [refusal, setRefusal] = useState<string>();
  const [sent, setSent] = useState<number>();
  const run = useImportUsers();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setResult(undefined);
    setRefusal(undefined);
    if (!file) return;
    // The API takes no carriage returns in text: lines end with a line feed alone.
    const text = (await file.text()).replace(/\r\n?/g, '\n');
    setCsv(text);
    setFileName(file.name);
    setSent(0);
    run.mutate(
      { csv: text, commit: false, onUploadProgress: setSent },
      { onSuccess: setResult, onError: (e) => setRefusal(e.message), onSettled: () => setSent(undefined) },
    );
  };

  const commit = () => {
    if (!csv) return;
    run.mutate(
      { csv, commit: true },
      {
        onSuccess: (done) => {
          setResult(done);
          setCsv(undefined);
          toast.success(`${done.valid} employee${done.valid === 1 ? ' was' : 's were'} imported.`);
        },
        onError: (e) => setRefusal(e.message),
      },
    );
  };

  const visibleColumns = result?.committed ? columns : columns.filter((c) => c.id !== 'password');
  return (
    <Card className="max-w-5xl">
      <CardHeader>
        <CardTitle>Import Employees from a CSV</CardTitle>
        <CardDescription>
          Fill in the template, one employee a line; roles separated by semicolons, the reporting manager by username.
          Every line is checked before anything is added.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <Button type="button" variant="outline" onClick={downloadTemplate}>
            <Download aria-hidden="true" />
            Download template
          </Button>
          <div className="grid gap-1.5">
            <Label htmlFor="import-file">CSV file</Label>
            <Input
              id="import-file"
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => void choose(e)}
              disabled={run.isPending}
              className="max-w-xs"
            />
          </div>
        </div>
        <FormAlert message={refusal} />
        {run.isPending && sent !== undefined && sent < 1 && fileName && (
          <UploadProgress name={fileName} fraction={sent} />
        )}
        {run.isPending && (sent === undefined || sent >= 1) && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner /> Checking {fileName}…
          </p>
        )}
        {result && (
          <>
            <p className="text-sm" role="status">
              {result.committed
                ? `${result.valid} imported, ${result.invalid} left out with errors. The temporary passwords are shown only now.`
                : `${result.valid} of ${result.valid + result.invalid} lines are ready to import; ` +
                  `${result.invalid} ${result.invalid === 1 ? 'has' : 'have'} errors and will be left out.`}
            </p>
            <DataTable
              label={result.committed ? 'Import result' : 'Import preview'}
              noun="lines"
              columns={visibleColumns}
              rows={result.rows}
              getRowId={(r) => r.line}
              empty={{ icon: FileSpreadsheet, title: 'The file has no lines.' }}
            />
            <div className="flex flex-wrap gap-2">
              {!result.committed && (
                <Button type="button" onClick={commit} disabled={run.isPending || result.valid === 0}>
                  {run.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
                  Import {result.valid} valid {result.valid === 1 ? 'line' : 'lines'}
                </Button>
              )}
              {result.committed && result.valid > 0 && (
                <Button type="button" variant="outline" onClick={() => downloadPasswords(result.rows)}>
                  <Download aria-hidden="true" />
                  Download the temporary passwords
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
