import {
  ZAssetReportSchema,
  ZHrDashboardSchema,
  ZLeaveReportSchema,
  ZReportMonthQuerySchema,
} from '../schemas/hr-reports';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

/** The HR reports (the reports screen, MD and HR_HEAD), with the spec's paths. */
export const hrReportsApi = defineEndpoints(TAGS.hrReports, {
  reimbursementsCsv: {
    method: 'GET',
    path: '/hr-report/download-csv/reimbursements',
    access: { grant: 'VIEW_HR_REPORTS' },
    summary: 'Every claim of a month (by expense date) as CSV, with totals per category',
    description:
      'Employee code, name, department, category, expense date, amount, currency, status, decided by, ' +
      'payment reference; then the total of each category. UTF-8 with a BOM, CRLF lines, formula-safe ' +
      'cells; streamed.',
    query: ZReportMonthQuerySchema,
    success: {
      status: 200,
      description: 'The CSV, as an attachment named reimbursements-YYYY-MM.csv.',
      contentType: 'text/csv',
    },
  },
  assetReport: {
    method: 'GET',
    path: '/hr-report/employee/asset',
    access: { grant: 'VIEW_HR_REPORTS' },
    summary: 'Assets issued per employee: those in hand and those returned',
    success: {
      status: 200,
      description: 'One row per employee holding or having held an asset, by name.',
      schema: ZAssetReportSchema,
    },
  },
  assetReportCsv: {
    method: 'GET',
    path: '/hr-report/download-csv/asset',
    access: { grant: 'VIEW_HR_REPORTS' },
    summary: 'Assets issued per employee as CSV, one line per asset',
    description:
      'Employee code, name, department, asset, tag, serial number, issued on, returned on. UTF-8 with a BOM, CRLF lines, formula-safe cells.',
    success: { status: 200, description: 'The CSV, as an attachment named assets.csv.', contentType: 'text/csv' },
  },
  leaveReport: {
    method: 'GET',
    path: '/hr-report/employee/leaves',
    access: { grant: 'VIEW_HR_REPORTS' },
    summary: "Leave per employee in a month: days by type, and each balance at the month's end",
    description:
      'Approved working days of each leave type (and work from home) in the month, a request split ' +
      'across the months it touches, weekends and holidays left out; then what is left of each yearly ' +
      'balance at the last day of the month. Employees who had joined by then and are active, or who ' +
      'were away in the month.',
    query: ZReportMonthQuerySchema,
    success: { status: 200, description: 'One row per employee, by name.', schema: ZLeaveReportSchema },
  },
  leaveReportCsv: {
    method: 'GET',
    path: '/hr-report/download-csv/leaves',
    access: { grant: 'VIEW_HR_REPORTS' },
    summary: 'Leave per employee in a month as CSV',
    description:
      'Employee code, name, department, the days of each type, the leave days together, then each ' +
      'balance at the month end. UTF-8 with a BOM, CRLF lines, formula-safe cells; streamed.',
    query: ZReportMonthQuerySchema,
    success: {
      status: 200,
      description: 'The CSV, as an attachment named leaves-YYYY-MM.csv.',
      contentType: 'text/csv',
    },
  },
  hrDashboard: {
    method: 'GET',
    path: '/hr-report/dashboard',
    access: { roles: ['HR_HEAD', 'MD', 'ADMIN'] },
    summary:
      "The company half of the HR dashboard: headcount, joiners and leavers, who is away today, pending HR approvals, the month's claims",
    description:
      'Headcount of active employees by department; who joined and who left (was deactivated) this ' +
      'month; approved leave and work from home covering today; how many reimbursements, asset requests ' +
      "and documents wait for a decision; this month's claims per category. Today is the office's (the " +
      "caller's time zone).",
    success: { status: 200, description: 'The figures.', schema: ZHrDashboardSchema },
  },
});
