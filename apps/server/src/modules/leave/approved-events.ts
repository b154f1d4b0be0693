import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { eventRequests, eventTypes } from '../../db/schema/index';
import type { Executor } from '../../db/client';

export interface ApprovedEvent {
  employeeId: number;
  typeCode: string;
  typeLabel: string;
  isLeave: boolean;
  fromDate: string;
  toDate: string;
  halfDay: string;
}

/** Approved leave and work from home that touch a date range: what the attendance calendar shows. */
export async function approvedEventsBetween(tx: Executor, employeeIds: readonly number[], from: string, to: string): Promise<ApprovedEvent[]> {
  if (employeeIds.length === 0) return [];
  return tx
    .select({
      employeeId: eventRequests.employeeId,
      typeCode: eventRequests.typeCode,
      typeLabel: eventTypes.label,
      isLeave: eventTypes.isLeave,
      fromDate: eventRequests.fromDate,
      toDate: eventRequests.toDate,
      halfDay: eventRequests.halfDay,
    })
    .from(eventRequests)
    .innerJoin(eventTypes, eq(eventTypes.code, eventRequests.typeCode))
    .where(and(inArray(eventRequests.employeeId, [...employeeIds]), eq(eventRequests.status, 'APPROVED'), lte(eventRequests.fromDate, to), gte(eventRequests.toDate, from)));
}
