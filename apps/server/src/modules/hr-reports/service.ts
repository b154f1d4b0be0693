import { monthRange } from '@staffdesk/shared/dates';
import type { TAssetReport, TAssetReportRow } from '@staffdesk/shared/schemas/hr-reports';
import { UTF8_BOM, csvRow } from '@staffdesk/shared/csv';
import type { Db } from '../../db/client';
import { allIssuedAssets } from '../assets/view';
import { claimsBetween } from '../reimbursements/view';

/** Claims per batch of the month's report: one statement each (with the receipts left out). */
export const REPORT_BATCH_SIZE = 1000;

const money = (amount: number) => amount.toFixed(2);

/**
 * Every claim whose expense falls in the month, in the order claimed, then the total of each category (and
 * of the month). Only one batch is in memory; the totals add up as the batches go.
 */
export async function* reimbursementsCsv(db: Db, monthYear: string): AsyncGenerator<string> {
  const { from, to } = monthRange(monthYear);
  yield (
    UTF8_BOM +
    csvRow([
      'Employee code',
      'Name',
      'Department',
      'Category',
      'Expense date',
      'Amount',
      'Currency',
      'Status',
      'Decided by',
      'Payment reference',
      'Description',
    ])
  );
  const totals = new Map<string, { label: string; amount: number; count: number }>();
  let afterId = 0;
  for (;;) {
    const claims = await claimsBetween(db, from, to, afterId, REPORT_BATCH_SIZE);
    if (claims.length === 0) break;
    afterId = claims[claims.length - 1]!.id;
    let chunk = '';
    for (const c of claims) {
      const amount = Number(c.amount);
      chunk += csvRow([
        c.employeeCode,
        c.employeeName,
        c.department,
        c.categoryLabel,
        c.expenseDate,
        money(amount),
        c.currency,
        c.status,
        c.decidedByName,
        c.paymentReference,
        c.description,
      ]);
      // What was refused or withdrawn is listed but not added up.
      if (c.status === 'REJECTED' || c.status === 'CANCELLED') continue;
      const total = totals.get(c.category) ?? { label: c.categoryLabel, amount: 0, count: 0 };
      total.amount += amount;
      total.count += 1;
      totals.set(c.category, total);
    }
    yield chunk;
    if (claims.length < REPORT_BATCH_SIZE) break;
  }
  let summary = csvRow([]) + csvRow(['Totals (pending, approved and paid)', '', '', 'Category', 'Claims', 'Amount']);
  const sorted = [...totals.values()].sort((a, b) => a.label.localeCompare(b.label));
  for (const t of sorted) summary += csvRow(['', '', '', t.label, t.count, money(t.amount)]);
  summary += csvRow([
    '',
    '',
    '',
    'All categories',
    sorted.reduce((n, t) => n + t.count, 0),
    money(sorted.reduce((n, t) => n + t.amount, 0)),
  ]);
  yield summary;
}

/** Assets issued per employee: one row each, those in hand and those returned. */
export async function assetReport(db: Db): Promise<TAssetReport> {
  const rows = new Map<number, TAssetReportRow>();
  for (const a of await allIssuedAssets(db)) {
    const row = rows.get(a.employeeId) ?? {
      employeeId: a.employeeId,
      employeeCode: a.employeeCode,
      employeeName: a.employeeName,
      department: a.department,
      inHand: 0,
      returned: 0,
      assets: [],
    };
    if (a.returnedOn) row.returned += 1;
    else row.inHand += 1;
    row.assets.push({
      assetTag: a.assetTag,
      assetTypeLabel: a.assetTypeLabel,
      serialNumber: a.serialNumber,
      issuedOn: a.issuedOn,
      returnedOn: a.returnedOn,
    });
    rows.set(a.employeeId, row);
  }
  return { items: [...rows.values()] };
}

/** The same, one line per asset. */
export async function* assetReportCsv(db: Db): AsyncGenerator<string> {
  yield (
    UTF8_BOM +
    csvRow(['Employee code', 'Name', 'Department', 'Asset', 'Asset tag', 'Serial number', 'Issued on', 'Returned on'])
  );
  let chunk = '';
  for (const a of await allIssuedAssets(db))
    chunk += csvRow([
      a.employeeCode,
      a.employeeName,
      a.department,
      a.assetTypeLabel,
      a.assetTag,
      a.serialNumber,
      a.issuedOn,
      a.returnedOn,
    ]);
  yield chunk;
}
