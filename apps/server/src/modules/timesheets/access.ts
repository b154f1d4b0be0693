import type { Executor } from '../../db/client';
import type { AuthUser, EmployeeInfo } from '../../access';
import { forbidden, notFound } from '../../errors';
import { employeeInfo } from '../organisation/employees';
import { mayDecideFor } from '../requests/lifecycle';
import { serverTimesheetFamily } from './family';
import { requestIdsBetween } from './requests';

const NO_RECORD = 'You have no employee record.';
const NO_EMPLOYEE = 'No such employee, or not one whose timesheet you may see.';
const NOT_REPORTEE = 'No such employee, or not your reportee.';
const OWN_DECISION = 'You cannot decide your own timesheet.';

/** Who decides a timesheet's days, and for whom they stand in when they do. */
export interface Decider {
  employee: EmployeeInfo;
  onBehalfOf?: { id: number; name: string };
}

/**
 * Whether and for whom the actor decides an employee's timesheet on these dates: by the family's rule, standing in
 * today for who does, or because a week of those dates was given to them. Never their own.
 */
export async function decidesTimesheetOf(
  tx: Executor,
  actor: AuthUser,
  employee: EmployeeInfo,
  from: string,
  to: string,
) {
  return mayDecideFor(tx, serverTimesheetFamily, actor, employee, () => requestIdsBetween(tx, employee.id, from, to));
}

export function ownEmployee(actor: AuthUser): EmployeeInfo {
  if (!actor.employee) throw notFound(NO_RECORD);
  return actor.employee;
}

/** Yourself, or someone whose timesheet you decide there. */
export async function subjectOf(
  tx: Executor,
  actor: AuthUser,
  employeeId: number | undefined,
  from: string,
  to: string,
): Promise<EmployeeInfo> {
  if (employeeId === undefined || employeeId === actor.id) return ownEmployee(actor);
  const employee = await employeeInfo(tx, employeeId);
  if (!employee || !(await decidesTimesheetOf(tx, actor, employee, from, to)).may) throw notFound(NO_EMPLOYEE);
  return employee;
}

/** Never oneself (403); 404 for anyone not theirs. */
export async function reporteeOf(
  tx: Executor,
  actor: AuthUser,
  employeeId: number,
  from: string,
  to: string,
): Promise<Decider> {
  if (employeeId === actor.id) throw forbidden(OWN_DECISION);
  const employee = await employeeInfo(tx, employeeId);
  const decides = employee && (await decidesTimesheetOf(tx, actor, employee, from, to));
  if (!employee || !decides || !decides.may) throw notFound(NOT_REPORTEE);
  return { employee, onBehalfOf: decides.onBehalfOf };
}
