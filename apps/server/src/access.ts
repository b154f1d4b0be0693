import { can as rolesCan, mayAdministerRoles, type Grant } from '@staffdesk/shared/roles';

/** The shared rules (packages/shared/src/access.ts), which the web app asks too, for the server's signed-in user. */
export {
  manages,
  mayDecide,
  mayViewRecordsOf,
  mayViewTeamViewsOf,
  teamScopeOf,
  deciderPermission,
  type Deciders,
} from '@staffdesk/shared/access';

export interface EmployeeInfo {
  id: number;
  name: string;
  code: string;
  designation: string | null;
  department: string | null;
  managerId: number | null;
  /** As recorded, or the account's creation day for a row from before it was required. */
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
  /** Read with the session. */
  employee: EmployeeInfo | null;
  /**
   * Deciding permissions held today through a delegation: what the user reaches beside their roles, never what
   * they decide, which the lifecycle checks against the one they stand in for.
   */
  delegatedGrants?: readonly Grant[];
}

/** The one check of a grant for a signed-in user. */
export function can(actor: Pick<AuthUser, 'roles'>, grant: Grant): boolean {
  return rolesCan(actor.roles, grant);
}

/** By a role, or through a delegation today. */
export function reaches(actor: Pick<AuthUser, 'roles' | 'delegatedGrants'>, grant: Grant): boolean {
  return can(actor, grant) || (actor.delegatedGrants ?? []).includes(grant);
}

/** Changing, or handing out, ADMIN and MD takes ADMIN or MD. */
export function mayAdminister(actor: Pick<AuthUser, 'roles'>, targetRoles: readonly string[]): boolean {
  return can(actor, 'MANAGE_USERS') && mayAdministerRoles(actor.roles, targetRoles);
}
