import { can, type Permission } from './roles';

/**
 * The rules of who may see, change or decide a person's records, asked by the server on every request
 * and by the web app to show only what a user may use. Roles come in only through `can`.
 */

/** A signed-in user, as the rules see them. */
export interface Viewer {
  readonly id: number;
  readonly roles: readonly string[];
  /** Deciding permissions held today through a delegation (roles.ts, DECISION_PERMISSIONS): what the viewer reaches, not what their roles decide. */
  readonly delegatedGrants?: readonly string[];
}

/** The employee a record belongs to, and their reporting manager. */
export interface Subject {
  readonly id: number;
  readonly managerId: number | null | undefined;
}

/** Acts as this employee's reporting manager: their own manager, or whoever acts as any manager. Never for oneself. */
export function manages(viewer: Viewer, subject: Subject): boolean {
  return subject.id !== viewer.id && (subject.managerId === viewer.id || can(viewer.roles, 'ACT_AS_ANY_MANAGER'));
}

/** An employee's team views (a month's dashboard, leave statistics): oneself and whoever manages them. */
export function mayViewTeamViewsOf(viewer: Viewer, subject: Subject): boolean {
  return subject.id === viewer.id || manages(viewer, subject);
}

/** An employee's records (attendance, punches, leave, requests, working details): as above, and holders of VIEW_ANY_EMPLOYEE. */
export function mayViewRecordsOf(viewer: Viewer, subject: Subject): boolean {
  return mayViewTeamViewsOf(viewer, subject) || can(viewer.roles, 'VIEW_ANY_EMPLOYEE');
}

/** Whose requests a viewer's team lists hold: their direct reportees, or everyone else's for whoever acts as any manager. */
export function teamScopeOf(viewer: Viewer): 'reportees' | 'everyone-else' {
  return can(viewer.roles, 'ACT_AS_ANY_MANAGER') ? 'everyone-else' : 'reportees';
}

/**
 * Who decides the requests of a family (ARCHITECTURE.md, "Authorization"): the requester's reporting
 * manager (and whoever acts as any manager), the holders of a permission, or the holders of the permission
 * that a field of the request picks (a ticket's category).
 */
export type Deciders =
  | { readonly kind: 'reporting-manager' }
  | { readonly kind: 'permission'; readonly permission: Permission }
  | {
      readonly kind: 'permission-by-field';
      readonly field: string;
      readonly permissions: Readonly<Record<string, Permission>>;
    };

/** What a decision rule needs of a request: its requester, their manager, and the field that picks a permission. */
export interface DecidedRequest {
  readonly employeeId: number;
  readonly managerId?: number | null;
  readonly fields?: Readonly<Record<string, unknown>>;
}

/** The permission that decides this request, for families decided by a permission; undefined otherwise. */
export function deciderPermission(deciders: Deciders, request: Pick<DecidedRequest, 'fields'>): Permission | undefined {
  if (deciders.kind === 'permission') return deciders.permission;
  if (deciders.kind === 'permission-by-field') return deciders.permissions[String(request.fields?.[deciders.field])];
  return undefined;
}

/** May this viewer decide this request? Never their own. */
export function mayDecide(viewer: Viewer, deciders: Deciders, request: DecidedRequest): boolean {
  if (request.employeeId === viewer.id) return false;
  if (deciders.kind === 'reporting-manager')
    return manages(viewer, { id: request.employeeId, managerId: request.managerId });
  const permission = deciderPermission(deciders, request);
  return permission !== undefined && can(viewer.roles, permission);
}

/** Whether a viewer decides some requests of a family at all, by their roles or through a delegation (an approvals tab is shown to them). */
export function decidesAny(viewer: Viewer, deciders: Deciders): boolean {
  if (deciders.kind === 'reporting-manager') return true;
  const holds = (permission: Permission) =>
    can(viewer.roles, permission) || (viewer.delegatedGrants ?? []).includes(permission);
  if (deciders.kind === 'permission') return holds(deciders.permission);
  return Object.values(deciders.permissions).some(holds);
}
