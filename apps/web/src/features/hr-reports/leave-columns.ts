import type { TLeaveReport, TLeaveReportRow } from '@staffdesk/shared/schemas/hr-reports';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';

/** "Casual Leave 1, Sick Leave 0.5": the non-zero figures of some types, or a dash. */
function figures(types: TLeaveReport['types'], values: Record<string, number>, keepZero: boolean): string {
  const shown = types.filter((t) => t.code in values && (keepZero || values[t.code] !== 0));
  return shown.length === 0 ? '—' : shown.map((t) => `${t.label} ${values[t.code]}`).join(', ');
}

/** The leave report's columns: its leave types come with the answer. */
export function leaveColumns(types: TLeaveReport['types']): DataTableColumn<TLeaveReportRow>[] {
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
