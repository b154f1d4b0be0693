import { describe, expect, it } from 'vitest';
import { titleCase } from './title-case';

describe('titleCase, the one case of headings (issue 17)', () => {
  it('capitalises every word but the small ones, unless first', () => {
    expect(titleCase('leave of the month')).toBe('Leave of the Month');
    expect(titleCase('add a provident fund link')).toBe('Add a Provident Fund Link');
    expect(titleCase('the company')).toBe('The Company');
    expect(titleCase('turn on two-factor authentication')).toBe('Turn on Two-Factor Authentication');
    expect(titleCase('history of this regularization')).toBe('History of This Regularization');
  });

  it('leaves capitals and the route table labels as they are', () => {
    for (const label of [
      'My Assets',
      'Benefits and Compensation',
      'New Proposal',
      'HR Dashboard',
      'Contract Point of Contact',
    ])
      expect(titleCase(label)).toBe(label);
  });
});
