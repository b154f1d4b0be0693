import { can, type Permission } from './roles';

/** Asked by the server on every request and by the web app to show only what a user may use. */

export interface Viewer {
  readonly id: number;
  readonly roles: readonly string[];
  /** Held today through a delegation: what the viewer reaches, not what their roles decide. */
  readonly delegatedGrants?: readonly string[];
}

export interface Subject {
  readonly id: number;
  readonly managerId: number | null | undefined;
}

/** Never for oneself. */
export function manages(viewer: Viewer, subject: Subject): boolean {
  return subject.id !== viewer.id && (subject.managerId === viewer.id || can(viewer.roles, 'ACT_AS_ANY_MANAGER'));
}

/** A month's dashboard, leave statistics. */
export function mayViewTeamViewsOf(viewer: Viewer, subject: Subject): boolean {
  return subject.id === viewer.id || manages(viewer, subject);
}

/** Attendance, leave, requests, working details. */
export function mayViewRecordsOf(viewer: Viewer, subject: Subject): boolean {
  return mayViewTeamViewsOf(viewer, subject) || can(viewer.roles, 'VIEW_ANY_EMPLOYEE');
}

/** Whose requests a viewer's team lists hold. */
export function teamScopeOf(viewer: Viewer): 'reportees' | 'everyone-else' {
  return can(viewer.roles, 'ACT_AS_ANY_MANAGER') ? 'everyone-else' : 'reportees';
}

/** ARCHITECTURE.md, "Authorization"; a field of the request may pick the permission (a ticket's category). */
export type Deciders =
  | { readonly kind: 'reporting-manager' }
  | { readonly kind: 'permission'; readonly permission: Permission }
  | {
      readonly kind: 'permission-by-field';
      readonly field: string;
      readonly permissions: Readonly<Record<string, Permission>>;
    };

export interface DecidedRequest {
  readonly employeeId: number;
  readonly managerId?: number | null;
  readonly fields?: Readonly<Record<string, unknown>>;
}

/** Undefined for a family the reporting manager decides. */
export function deciderPermission(deciders: Deciders, request: Pick<DecidedRequest, 'fields'>): Permission | undefined {
  if (deciders.kind === 'permission') return deciders.permission;
  if (deciders.kind === 'permission-by-field') return deciders.permissions[String(request.fields?.[deciders.field])];
  return undefined;
}

/** Never their own. */
export function mayDecide(viewer: Viewer, deciders: Deciders, request: DecidedRequest): boolean {
  if (request.employeeId === viewer.id) return false;
  if (deciders.kind === 'reporting-manager')
    return manages(viewer, { id: request.employeeId, managerId: request.managerId });
  const permission = deciderPermission(deciders, request);
  return permission !== undefined && can(viewer.roles, permission);
}

/** Whether to show the viewer the family's approvals tab. */
export function decidesAny(viewer: Viewer, deciders: Deciders): boolean {
  if (deciders.kind === 'reporting-manager') return true;
  const holds = (permission: Permission) =>
    can(viewer.roles, permission) || (viewer.delegatedGrants ?? []).includes(permission);
  if (deciders.kind === 'permission') return holds(deciders.permission);
  return Object.values(deciders.permissions).some(holds);
}
