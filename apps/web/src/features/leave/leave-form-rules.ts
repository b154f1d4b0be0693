import type { TEventBalance, TEventType } from '@staffdesk/shared/schemas/leave';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A half day is possible only when the request is for a single day (the shared schema says so too). */
export function halfDayAllowed(fromDate: string, toDate: string): boolean {
  return ISO_DATE.test(fromDate) && fromDate === toDate;
}

export function daysText(days: number): string {
  return `${days} working day${days === 1 ? '' : 's'}`;
}

/** "Casual Leave · 7 of 12 days available", or the type alone when it needs no balance. */
export function typeOptionLabel(type: TEventType, balance: TEventBalance | undefined): string {
  if (!type.needsBalance) return `${type.label} · no balance needed`;
  if (!balance) return type.label;
  return `${type.label} · ${balance.available} of ${balance.allotted} day${balance.allotted === 1 ? '' : 's'} available`;
}
