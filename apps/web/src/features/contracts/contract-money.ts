import { formatMoney } from '@staffdesk/shared/money';

/** A contract's amount, or "Hidden" for those who may not see contract values (the server sends null). */
export const contractMoney = (value: number | null, currency: string) =>
  value === null ? 'Hidden' : formatMoney(value, currency);
