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
 * Whether the actor decides an employee's timesheet between two dates, and on whose behalf: the family's rule
 * (their manager; anyone's, acting as any manager), standing in today for who is, or a week of those dates given
 * to them (a step of its chain, an escalation). Never their own.
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

/** The actor's own employee record: whose timesheet they fill. */
export function ownEmployee(actor: AuthUser): EmployeeInfo {
  if (!actor.employee) throw notFound(NO_RECORD);
  return actor.employee;
}

/** Whose timesheet a read of some dates is of: yourself, or someone whose timesheet you decide there. */
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

/** A reportee the actor decides for on these dates: never oneself (403); 404 for anyone not theirs. */
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
