import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes rupees with the sign and Indian grouping, another currency by its code', () => {
    expect(formatMoney(1250)).toBe('₹1,250.00');
    expect(formatMoney(112450.5, 'INR')).toBe('₹1,12,450.50');
    expect(formatMoney(12, 'USD')).toBe('USD 12.00');
  });
});
