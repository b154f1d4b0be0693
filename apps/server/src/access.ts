import { can as rolesCan, mayAdministerRoles, type Grant } from '@staffdesk/shared/roles';

/**
 * The one server module that answers "may this user see, change or decide this record". Its rules are
 * the shared ones (packages/shared/src/access.ts), which the web app asks too; this file adds the signed-in
 * user as the server knows them.
 */
export {
  manages,
  mayDecide,
  mayViewRecordsOf,
  mayViewTeamViewsOf,
  teamScopeOf,
  deciderPermission,
  type Deciders,
} from '@staffdesk/shared/access';

/** What attendance and the directory need of an employee. */
export interface EmployeeInfo {
  id: number;
  name: string;
  code: string;
  designation: string | null;
  department: string | null;
  managerId: number | null;
  dateOfJoining: string | null;
  timeZone: string;
  /** HH:mm */
  officeStart: string;
  officeEnd: string;
  status: string;
}

/** The signed-in user of a request. */
export interface AuthUser {
  id: number;
  username: string;
  roles: string[];
  /** Their employee record (time zone, manager, office hours), read with the session; null for a user without one. */
  employee: EmployeeInfo | null;
  /**
   * Deciding permissions held today through a delegation (issue 18), set with the session: what the user reaches
   * (endpoints, lists, screens) beside their roles. Never what they decide by rule: the lifecycle checks each
   * decision against the one they stand in for, and audits it on their behalf.
   */
  delegatedGrants?: readonly Grant[];
}

/** The one check of a grant (a spec permission or one of our abilities) for a signed-in user. */
export function can(actor: Pick<AuthUser, 'roles'>, grant: Grant): boolean {
  return rolesCan(actor.roles, grant);
}

/** Whether the actor reaches what a grant opens: by a role, or through a delegation today (delegatedGrants). */
export function reaches(actor: Pick<AuthUser, 'roles' | 'delegatedGrants'>, grant: Grant): boolean {
  return can(actor, grant) || (actor.delegatedGrants ?? []).includes(grant);
}

/** May the actor change a user with these roles (or hand these roles out)? ADMIN and MD users only by ADMIN and MD. */
export function mayAdminister(actor: Pick<AuthUser, 'roles'>, targetRoles: readonly string[]): boolean {
  return can(actor, 'MANAGE_USERS') && mayAdministerRoles(actor.roles, targetRoles);
}
