import { can, hasAnyRole, type Grant, type Role } from './roles';

/**
 * The one UI route table (spec section 2). The router, the sidebar, the breadcrumbs and the guard are all
 * derived from it, so adding a screen is one entry here. Icons are lucide icon names: shared code must not
 * import React, the web app maps names to components.
 */
export interface UiRoute {
  /** Path segment(s) relative to the parent; never starts with a slash. */
  readonly path: string;
  /** Sidebar and breadcrumb text. An entry with an empty label and no icon is left out of breadcrumbs. */
  readonly label: string;
  readonly icon?: string;
  /** Roles allowed; without a list of its own a route uses its parent's (spec section 2, guard step 3). */
  readonly roles?: readonly Role[];
  /**
   * Holders of any of these are admitted beside the roles: the permission a screen exists for, where the
   * spec's role list would keep its holders out (README, "Deviations from the spec"). Inherited with the roles.
   */
  readonly admits?: readonly Grant[];
  /** Hidden screens are reachable but not listed in the sidebar. */
  readonly hidden?: boolean;
  /** Where the empty path of this route redirects (a child path); such a route has no screen of its own. */
  readonly redirect?: string;
  readonly children?: readonly UiRoute[];
}

export const UI_BASE_PATH = '/ui';
export const DASHBOARD_PATH = '/ui/dashboard';
export const LOGIN_PATH = '/';
export const SESSION_EXPIRED_PATH = '/session-expired';

/** Who opens the self-service approvals screen (the spec's list): a later step of a manager-decided chain is one of them. */
export const SELF_SERVICE_APPROVERS: readonly Role[] = [
  'TALENT_ACQUISITION_HEAD',
  'MD',
  'L1',
  'HR_HEAD',
  'FINANCE_HEAD',
  'BUSINESS_HEAD',
  'ADMIN_HEAD',
  'ADMIN',
];

export const UI_ROUTES = {
  path: 'ui',
  label: '',
  redirect: 'dashboard',
  children: [
    { path: 'dashboard', label: 'Dashboard', icon: 'LayoutDashboard' },
    { path: 'notifications', label: 'Notifications', icon: 'Bell', hidden: true },
    { path: 'settings', label: 'Settings', icon: 'Settings', hidden: true },
    {
      path: 'self-service',
      label: 'Self Service',
      icon: 'CalendarCheck',
      redirect: 'attendance',
      children: [
        {
          path: 'attendance',
          label: 'Attendance',
          icon: 'Clock',
          children: [
            { path: 'wfh-request', label: 'Work From Home Request', icon: 'House', hidden: true },
            {
              path: 'attendance-regularization-request',
              label: 'Regularization Request',
              icon: 'ClockAlert',
              hidden: true,
            },
            { path: 'wfh-request-list', label: 'Work From Home', icon: 'House' },
            { path: 'attendance-regularization-list', label: 'Regularizations', icon: 'ClockAlert' },
          ],
        },
        // Also a project's members, who log their hours only here (docs/deviations.md).
        { path: 'timesheet', label: 'Timesheet', icon: 'Timer', roles: ['ADMIN', 'MD'], admits: ['LOG_TIME'] },
        {
          path: 'leaves',
          label: 'Leaves',
          icon: 'Plane',
          children: [
            { path: 'leave-request', label: 'Leave Request', icon: 'Plane', hidden: true },
            { path: 'leave-request-list', label: 'Leave Requests', icon: 'ListTodo' },
            { path: 'calendar', label: 'Leave Calendar', icon: 'CalendarCheck' },
          ],
        },
        // Also whoever may lead a team (a group head, a project manager, the IT head): their team's requests, and
        // what reaches them by escalation or delegation, are decided only here (README, "Deviations from the spec").
        {
          path: 'approvals',
          label: 'Approvals',
          icon: 'ListChecks',
          roles: SELF_SERVICE_APPROVERS,
          admits: ['LEAD_A_TEAM'],
        },
      ],
    },
    {
      path: 'human-resources',
      label: 'Human Resources',
      icon: 'Briefcase',
      redirect: 'dashboard',
      children: [
        { path: 'dashboard', label: 'HR Dashboard', icon: 'LayoutDashboard' },
        { path: 'self-profile', label: 'Self Profile', icon: 'UserRound', hidden: true },
        { path: 'benefits-and-compensation', label: 'Benefits and Compensation', icon: 'HandCoins' },
        { path: 'reimbursement-request-form', label: 'Reimbursement Request', icon: 'Receipt', hidden: true },
        { path: 'reimbursement-request-list', label: 'Reimbursement Requests', icon: 'Receipt', hidden: true },
        { path: 'asset-list', label: 'My Assets', icon: 'Laptop' },
        { path: 'asset-request-form', label: 'Asset Request', icon: 'Laptop', hidden: true },
        { path: 'documents', label: 'My Documents', icon: 'FileText' },
        { path: 'upload-document-form', label: 'Upload Document', icon: 'Upload', hidden: true },
        { path: 'reports', label: 'Reports', icon: 'ChartColumn', roles: ['MD', 'HR_HEAD'] },
        {
          path: 'approvals',
          label: 'Approvals',
          icon: 'ListChecks',
          roles: ['MD', 'FINANCE_HEAD', 'IT_HEAD'],
          admits: ['VIEW_REIMBURSEMENT_REQUEST_APPROVAL', 'VIEW_ASSET_REQUEST_APPROVAL', 'VIEW_DOCUMENTS_APPROVAL'],
        },
      ],
    },
    {
      path: 'people',
      label: 'People',
      icon: 'Users',
      redirect: 'directory',
      children: [
        { path: 'directory', label: 'Directory', icon: 'Contact' },
        { path: 'org-chart', label: 'Org Chart', icon: 'Network' },
      ],
    },
    {
      path: 'it',
      label: 'IT Help Desk',
      icon: 'LifeBuoy',
      redirect: 'help-desk',
      children: [
        { path: 'help-desk', label: 'Help Desk', icon: 'Headset' },
        { path: 'help-desk-list', label: 'Help Desk Tickets', icon: 'Ticket', hidden: true },
        { path: 'help-desk-request', label: 'New Ticket', icon: 'Ticket', hidden: true },
        { path: 'it-policies', label: 'IT Policies', icon: 'ShieldCheck' },
        {
          path: 'approvals',
          label: 'Approvals',
          icon: 'ListChecks',
          roles: ['MD', 'ADMIN_HEAD', 'IT_HEAD', 'HR_HEAD'],
          admits: ['VIEW_IT_TICKET_APPROVAL', 'VIEW_HR_TICKET_APPROVAL', 'VIEW_ADMIN_TICKET_APPROVAL'],
        },
      ],
    },
    {
      path: 'project-management',
      label: 'Project Management',
      icon: 'FolderKanban',
      redirect: 'dashboard',
      roles: ['MD', 'L1', 'FINANCE_HEAD', 'BUSINESS_HEAD', 'ADMIN_HEAD', 'GROUP_HEAD', 'PROJECT_MANAGER'],
      children: [
        { path: 'dashboard', label: 'Projects Dashboard', icon: 'LayoutDashboard' },
        { path: 'business-enquiry', label: 'Business Enquiry', icon: 'MessageSquareText' },
        { path: 'business-enquiry-form', label: 'Business Enquiry Form', icon: 'MessageSquareText', hidden: true },
        { path: 'new-proposal', label: 'New Proposal', icon: 'FilePlus' },
        { path: 'new-proposal-form', label: 'New Proposal Form', icon: 'FilePen', hidden: true },
        {
          path: 'contract-registration',
          label: 'Contract Registration',
          icon: 'Signature',
          children: [
            { path: 'task-order-form', label: 'Task Order', icon: 'ClipboardList', hidden: true },
            { path: 'invoice-rate-form', label: 'Invoice Rate', icon: 'Receipt', hidden: true },
            { path: 'contract-poc-form', label: 'Contract Point of Contact', icon: 'Contact', hidden: true },
          ],
        },
        { path: 'contract-registration-form', label: 'Contract Registration Form', icon: 'Signature', hidden: true },
        { path: 'project-execution', label: 'Project Execution', icon: 'Rocket' },
        { path: 'project-execution-form', label: 'Project Execution Form', icon: 'Rocket', hidden: true },
      ],
    },
    {
      path: 'onboarding',
      label: 'Onboarding',
      icon: 'UserPlus',
      redirect: 'user-listing',
      roles: ['ADMIN', 'MD', 'HR_HEAD'],
      children: [
        { path: 'user-listing', label: 'User Registration', icon: 'Users' },
        { path: 'add-user', label: 'Add New Employee', icon: 'UserPlus', hidden: true },
      ],
    },
    {
      path: 'administration',
      label: 'Administration',
      icon: 'Building2',
      redirect: 'attendance',
      roles: ['ADMIN', 'MD'],
      children: [
        { path: 'attendance', label: 'Attendance', icon: 'Clock', admits: ['EXPORT_ATTENDANCE', 'MANAGE_HOLIDAYS'] },
        { path: 'flash', label: 'Flash Manager', icon: 'Megaphone', admits: ['CREATE_FLASH'] },
        { path: 'feed', label: 'Feed Manager', icon: 'Newspaper', admits: ['MANAGE_FEEDS'] },
        { path: 'audit', label: 'Audit Log', icon: 'ScrollText', admits: ['VIEW_AUDIT_LOG'] },
        { path: 'approval-chains', label: 'Approval Chains', icon: 'ListChecks', admits: ['MANAGE_APPROVAL_CHAINS'] },
        { path: 'webhooks', label: 'Webhooks', icon: 'Network', roles: ['ADMIN'], admits: ['MANAGE_WEBHOOKS'] },
      ],
    },
  ],
} as const satisfies UiRoute;

type JoinPath<Parent extends string, Segment extends string> = Segment extends ''
  ? Parent
  : Parent extends '/'
    ? `/${Segment}`
    : `${Parent}/${Segment}`;

/** The full paths of a route and of everything under it, as `joinPath` builds them. */
type FullPaths<Route, Parent extends string> = Route extends { readonly path: infer Segment extends string }
  ? | JoinPath<Parent, Segment>
    | (Route extends { readonly children: readonly (infer Child)[] }
        ? FullPaths<Child, JoinPath<Parent, Segment>>
        : never)
  : never;

/** A full path of the route table: a link to a screen that is not in the table does not compile. */
export type UiPath = FullPaths<typeof UI_ROUTES, '/'>;

export type UiQuery = Readonly<Record<string, string | number | undefined>>;

/** A link into the app: a path of the route table, with its query (undefined values left out). */
export function uiPath<P extends UiPath>(path: P): P;
export function uiPath(path: UiPath, query?: UiQuery): string;
export function uiPath(path: UiPath, query: UiQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Who may open a screen: holders of one of its roles, or of one of the grants it admits; undefined means anyone signed in. */
export interface ScreenAccess {
  readonly roles?: readonly Role[];
  readonly admits?: readonly Grant[];
}

/** One route of the table with everything inherited resolved: full path, effective roles, ancestors. */
export interface ResolvedRoute {
  readonly fullPath: string;
  readonly route: UiRoute;
  /** Own roles, else the nearest ancestor's; undefined means any signed-in user. */
  readonly roles: readonly Role[] | undefined;
  /** Own roles and admitted grants, else the nearest ancestor's (a route with roles of its own does not inherit admits). */
  readonly access: ScreenAccess | undefined;
  /** Hidden itself (an ancestor being hidden does not hide a child from its own section). */
  readonly hidden: boolean;
  /** Ancestors from the root down, excluding this route. */
  readonly parents: readonly ResolvedRoute[];
  /** Children, resolved. */
  readonly children: readonly ResolvedRoute[];
}

export function joinPath(parent: string, segment: string): string {
  if (segment === '') return parent;
  return `${parent.replace(/\/$/, '')}/${segment}`;
}

function ownAccess(route: UiRoute, inherited: ScreenAccess | undefined): ScreenAccess | undefined {
  if (route.roles) return { roles: route.roles, admits: route.admits };
  if (route.admits) return { roles: inherited?.roles, admits: route.admits };
  return inherited;
}

/** Every route of the table, depth first, each with its resolved full path and access. */
export function resolveRoutes(root: UiRoute = UI_ROUTES): ResolvedRoute[] {
  const out: ResolvedRoute[] = [];
  const walk = (route: UiRoute, parentPath: string, parents: readonly ResolvedRoute[]): ResolvedRoute => {
    const access = ownAccess(route, parents.at(-1)?.access);
    const children: ResolvedRoute[] = [];
    const resolved: ResolvedRoute = {
      fullPath: joinPath(parentPath, route.path),
      route,
      roles: access?.roles,
      access,
      hidden: route.hidden ?? false,
      parents,
      children,
    };
    out.push(resolved);
    for (const child of route.children ?? []) children.push(walk(child, resolved.fullPath, [...parents, resolved]));
    return resolved;
  };
  walk(root, '/', []);
  return out;
}

const RESOLVED = resolveRoutes();

/** The table entry for an exact path (no trailing slash), or undefined. */
export function findRoute(fullPath: string): ResolvedRoute | undefined {
  const normalized = fullPath.length > 1 ? fullPath.replace(/\/+$/, '') : fullPath;
  return RESOLVED.find((r) => r.fullPath === normalized);
}

/** What the user context says a user holds beside their roles' grants: through a delegation today, as a project's member. */
export function heldGrants(
  context: { readonly delegatedGrants?: readonly string[]; readonly memberGrants?: readonly string[] } | undefined,
): string[] {
  return [...(context?.delegatedGrants ?? []), ...(context?.memberGrants ?? [])];
}

/** Whether a user with these roles passes a screen's access: one of its roles, or a grant it admits (by a role, or held beside them). */
export function canAccess(
  access: ScreenAccess | undefined,
  userRoles: readonly string[],
  held: readonly string[] = [],
): boolean {
  if (!access || (!access.roles && !access.admits)) return true;
  return (
    (access.roles !== undefined && hasAnyRole(userRoles, access.roles)) ||
    (access.admits ?? []).some((grant) => can(userRoles, grant) || held.includes(grant))
  );
}

/**
 * Whether a user may open a route: a screen by its own access; a section that only redirects (it has no
 * screen) when they may open one of its children, so that a screen admitted beside its section's roles is reachable.
 */
export function mayOpen(route: ResolvedRoute, userRoles: readonly string[], held: readonly string[] = []): boolean {
  if (route.route.redirect) return route.children.some((child) => mayOpen(child, userRoles, held));
  return canAccess(route.access, userRoles, held);
}

/** A screen shown in the sidebar. */
export interface NavItem {
  readonly fullPath: string;
  readonly label: string;
  readonly icon?: string;
}

/** A sidebar entry: a single screen, or a section with the screens it holds. */
export interface NavSection extends NavItem {
  readonly items: readonly NavItem[];
}

/**
 * The sidebar for a user: top-level screens and sections, without hidden routes, without routes the
 * user may not open, and without sections left empty. Nested screens are listed flat in their section.
 */
export function buildNavigation(
  userRoles: readonly string[],
  root: UiRoute = UI_ROUTES,
  held: readonly string[] = [],
): NavSection[] {
  const resolved = resolveRoutes(root);
  const byRoute = new Map(resolved.map((r) => [r.route, r]));
  const allowed = (r: ResolvedRoute) => !r.hidden && mayOpen(r, userRoles, held);
  const sections: NavSection[] = [];
  for (const top of root.children ?? []) {
    const entry = byRoute.get(top);
    if (!entry || !allowed(entry)) continue;
    const items = resolved
      // A child of a hidden screen stays out too: the sidebar would list it without its parent.
      .filter((r) => r.parents.includes(entry) && allowed(r) && r.parents.every((p) => !p.hidden))
      .map((r) => ({ fullPath: r.fullPath, label: r.route.label, icon: r.route.icon }));
    if (top.children && items.length === 0) continue;
    sections.push({ fullPath: entry.fullPath, label: top.label, icon: top.icon, items });
  }
  return sections;
}
