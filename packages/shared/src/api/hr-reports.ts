import { ZAssetReportSchema, ZReportMonthQuerySchema } from '../schemas/hr-reports';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

/** The HR reports (the reports screen, MD and HR_HEAD), with the spec's paths. */
export const hrReportsApi = defineEndpoints(TAGS.hrReports, {
  reimbursementsCsv: {
    method: 'GET',
    path: '/hr-report/download-csv/reimbursements',
    access: { grant: 'VIEW_HR_REPORTS' },
    summary: "Every claim of a month (by expense date) as CSV, with totals per category",
    description: 'Employee code, name, department, category, expense date, amount, currency, status, decided by, payment reference; then the total of each category. UTF-8 with a BOM, CRLF lines, formula-safe cells; streamed.',
    query: ZReportMonthQuerySchema,
    success: { status: 200, description: 'The CSV, as an attachment named reimbursements-YYYY-MM.csv.', contentType: 'text/csv' },
  },
  assetReport: {
    method: 'GET',
    path: '/hr-report/employee/asset',
    access: { grant: 'VIEW_HR_REPORTS' },
    summary: 'Assets issued per employee: those in hand and those returned',
    success: { status: 200, description: 'One row per employee holding or having held an asset, by name.', schema: ZAssetReportSchema },
  },
  assetReportCsv: {
    method: 'GET',
    path: '/hr-report/download-csv/asset',
    access: { grant: 'VIEW_HR_REPORTS' },
    summary: 'Assets issued per employee as CSV, one line per asset',
    description: 'Employee code, name, department, asset, tag, serial number, issued on, returned on. UTF-8 with a BOM, CRLF lines, formula-safe cells.',
    success: { status: 200, description: 'The CSV, as an attachment named assets.csv.', contentType: 'text/csv' },
  },
});
