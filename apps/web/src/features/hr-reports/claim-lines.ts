import { parseCsv } from '@staffdesk/shared/csv';

/** A claim line of the month's CSV, as its preview shows it. */
export interface ClaimLine {
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

/** The month's claims as the CSV has them: the claim lines, then a blank line and the totals per category. */
export interface ClaimsReport {
  claims: ClaimLine[];
  /** Rows of the totals table: the category in the fourth cell, its count and amount after it. */
  totals: string[][];
}

/** The claim lines and the totals of the month's CSV. */
export function readClaims(text: string): ClaimsReport {
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
      ) => ({ key, code, name, department, category, date, amount, status, decidedBy, reference }),
    );
  return { claims, totals: blank < 0 ? [] : rows.slice(blank + 2).filter((r) => r[3]) };
}
