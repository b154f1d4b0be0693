import { describe, expect, it } from 'vitest';
import { readClaims } from './claim-lines';

const CSV = [
  'Employee code,Name,Department,Category,Expense date,Amount,Currency,Status,Decided by,Payment reference',
  'E-7,Sara Khan,Finance,Travel,2026-11-03,1200.00,INR,PAID,Ravi Rao,UTR-1',
  'E-8,"Iyer, Gauri",,Food,2026-11-04,350.50,INR,PENDING,,',
  ',,,,,,,,,',
  ',,,Category,Claims,Amount,,,,',
  ',,,Travel,1,1200.00,,,,',
  ',,,All categories,2,1550.50,,,,',
].join('\r\n');

describe('readClaims', () => {
  it('reads the claim lines, skipping the currency, and the totals after the blank line', () => {
    const { claims, totals } = readClaims(CSV);
    expect(claims).toEqual([
      {
        key: 0,
        code: 'E-7',
        name: 'Sara Khan',
        department: 'Finance',
        category: 'Travel',
        date: '2026-11-03',
        amount: '1200.00',
        status: 'PAID',
        decidedBy: 'Ravi Rao',
        reference: 'UTR-1',
      },
      {
        key: 1,
        code: 'E-8',
        name: 'Iyer, Gauri',
        department: '',
        category: 'Food',
        date: '2026-11-04',
        amount: '350.50',
        status: 'PENDING',
        decidedBy: '',
        reference: '',
      },
    ]);
    expect(totals.map((t) => [t[3], t[4], t[5]])).toEqual([
      ['Travel', '1', '1200.00'],
      ['All categories', '2', '1550.50'],
    ]);
  });

  it('has no totals when the file has no blank line', () => {
    expect(readClaims(CSV.split('\r\n').slice(0, 2).join('\r\n'))).toEqual({
      claims: [expect.objectContaining({ name: 'Sara Khan' })],
      totals: [],
    });
  });
});
