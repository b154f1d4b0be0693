/**
 * The spec's permissions and our abilities, granted by role in one table that server and web ask through
 * `can`, so that no other list of role names is needed (the route table keeps the spec's own).
 */
export const ROLES = [
  'ADMIN',
  'MD',
  'PROJECT_MANAGER',
  'GROUP_HEAD',
  'EMPLOYEE',
  'BUSINESS_HEAD',
  'ADMIN_HEAD',
  'HR_HEAD',
  'FINANCE_HEAD',
  'IT_HEAD',
  'TALENT_ACQUISITION_HEAD',
  'L1',
] as const;
export type Role = (typeof ROLES)[number];

/** The nine permissions of spec section 6. */
export const PERMISSIONS = [
  'CREATE_FLASH',
  'ADD_COMPANY_DOCUMENT',
  'VIEW_ADMIN_TICKET_APPROVAL',
  'VIEW_IT_TICKET_APPROVAL',
  'VIEW_HR_TICKET_APPROVAL',
  'VIEW_REIMBURSEMENT_REQUEST_APPROVAL',
  'VIEW_ASSET_REQUEST_APPROVAL',
  'VIEW_DOCUMENTS_APPROVAL',
  'VIEW_DOCUMENT',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * A delegation passes these on while it runs, so the delegate reaches the family's screens and endpoints. The
 * server checks that they are exactly its families' deciding permissions.
 */
export const DECISION_PERMISSIONS: readonly Permission[] = [
  'VIEW_REIMBURSEMENT_REQUEST_APPROVAL',
  'VIEW_ASSET_REQUEST_APPROVAL',
  'VIEW_DOCUMENTS_APPROVAL',
  'VIEW_IT_TICKET_APPROVAL',
  'VIEW_HR_TICKET_APPROVAL',
  'VIEW_ADMIN_TICKET_APPROVAL',
];

/** What the spec leaves unnamed and the server enforces. */
export const ABILITIES = [
  /** Register, list and change users, set their password, turn off their second factor. */
  'MANAGE_USERS',
  /** Give the ADMIN or MD role, and change a user who holds one: HR rules only over people. */
  'ADMINISTER_ANY_USER',
  /** Every team screen, and deciding what a manager decides. */
  'ACT_AS_ANY_MANAGER',
  'VIEW_ANY_EMPLOYEE',
  /** Designation, department, office hours, location, status. */
  'MANAGE_EMPLOYEES',
  /** Comp-offs and corrections. */
  'MANAGE_LEAVE_BALANCES',
  'MANAGE_HOLIDAYS',
  'EXPORT_ATTENDANCE',
  /** Record a punch for someone else. */
  'PUNCH_FOR_ANYONE',
  /** May be someone's reporting manager. */
  'LEAD_A_TEAM',
  /**
   * The timesheet screen. Beside ADMIN and MD, the members of a project hold it while they are (the user context's
   * `memberGrants`); hours still go only on one's own projects.
   */
  'LOG_TIME',
  'MANAGE_IT_POLICIES',
  'MANAGE_FEEDS',
  /** Upload and read the documents of enquiries, proposals and contracts. */
  'HANDLE_CONTRACTS',
  /** Enquiries and proposals. */
  'WORK_ON_PIPELINE',
  /** Contracts with their task orders, invoice rates and points of contact. */
  'MANAGE_CONTRACTS',
  'KEEP_CONTRACT_COMPANIES',
  /** Contract values, task order ceilings and invoice rates. */
  'SEE_CONTRACT_VALUES',
  'MANAGE_ESTIMATION_METHODS',
  'VIEW_HR_REPORTS',
  /** The mediclaim and provident fund links everyone reads. */
  'MANAGE_BENEFIT_LINKS',
  /** Every project and the projects dashboard; others read the projects they are members of. */
  'VIEW_PROJECTS',
  /** Change the projects one manages; without MANAGE_ANY_PROJECT one creates only projects one manages. */
  'MANAGE_PROJECTS',
  /** Create projects: under any project manager, or only under oneself with MANAGE_PROJECTS alone. */
  'CREATE_PROJECTS',
  /** Change any project and keep the project categories. */
  'MANAGE_ANY_PROJECT',
  'VIEW_AUDIT_LOG',
  /** Who decides a request family's later steps, and when. */
  'MANAGE_APPROVAL_CHAINS',
  /** The background jobs' runs and failures, and a run now. */
  'MANAGE_JOBS',
  /** The outbound webhooks: endpoints, their secrets, the delivery log and replays. */
  'MANAGE_WEBHOOKS',
] as const;
export type Ability = (typeof ABILITIES)[number];

/** What a role may be granted. */
export type Grant = Permission | Ability;
export const GRANTS: readonly Grant[] = [...PERMISSIONS, ...ABILITIES];

const BASE: readonly Grant[] = ['VIEW_DOCUMENT', 'LEAD_A_TEAM'];
const PIPELINE: readonly Grant[] = [
  'HANDLE_CONTRACTS',
  'WORK_ON_PIPELINE',
  'KEEP_CONTRACT_COMPANIES',
  'SEE_CONTRACT_VALUES',
];
const PEOPLE: readonly Grant[] = [
  'MANAGE_USERS',
  'VIEW_ANY_EMPLOYEE',
  'MANAGE_EMPLOYEES',
  'MANAGE_LEAVE_BALANCES',
  'MANAGE_HOLIDAYS',
  'EXPORT_ATTENDANCE',
];

/** The project-management and HR reports screens keep ADMIN out (routes.ts), and so do their APIs. */
const NOT_FOR_ADMIN: readonly Grant[] = [
  ...PIPELINE,
  'MANAGE_CONTRACTS',
  'MANAGE_ESTIMATION_METHODS',
  'VIEW_PROJECTS',
  'MANAGE_PROJECTS',
  'CREATE_PROJECTS',
  'MANAGE_ANY_PROJECT',
  'VIEW_HR_REPORTS',
];

/** The spec's permissions are its section 6, row for row. */
export const ROLE_GRANTS: Record<Role, readonly Grant[]> = {
  PROJECT_MANAGER: [...BASE, ...PIPELINE, 'VIEW_PROJECTS', 'MANAGE_PROJECTS', 'CREATE_PROJECTS'],
  GROUP_HEAD: [...BASE, ...PIPELINE, 'VIEW_PROJECTS', 'MANAGE_PROJECTS', 'CREATE_PROJECTS', 'MANAGE_ANY_PROJECT'],
  BUSINESS_HEAD: [...BASE, ...PIPELINE, 'MANAGE_CONTRACTS', 'VIEW_PROJECTS', 'CREATE_PROJECTS'],
  TALENT_ACQUISITION_HEAD: BASE,
  L1: [...BASE, 'HANDLE_CONTRACTS', 'VIEW_PROJECTS'],
  EMPLOYEE: ['VIEW_DOCUMENT'],
  MD: GRANTS.filter((grant) => grant !== 'MANAGE_JOBS' && grant !== 'MANAGE_WEBHOOKS'),
  ADMIN: GRANTS.filter((grant) => !NOT_FOR_ADMIN.includes(grant)),
  ADMIN_HEAD: [...BASE, 'VIEW_ADMIN_TICKET_APPROVAL', 'HANDLE_CONTRACTS', 'VIEW_PROJECTS'],
  HR_HEAD: [
    ...BASE,
    'VIEW_HR_TICKET_APPROVAL',
    'CREATE_FLASH',
    'VIEW_DOCUMENTS_APPROVAL',
    ...PEOPLE,
    'MANAGE_FEEDS',
    'VIEW_HR_REPORTS',
    'MANAGE_BENEFIT_LINKS',
  ],
  FINANCE_HEAD: [
    ...BASE,
    'VIEW_REIMBURSEMENT_REQUEST_APPROVAL',
    'HANDLE_CONTRACTS',
    'MANAGE_CONTRACTS',
    'KEEP_CONTRACT_COMPANIES',
    'SEE_CONTRACT_VALUES',
    'VIEW_PROJECTS',
  ],
  IT_HEAD: [...BASE, 'VIEW_IT_TICKET_APPROVAL', 'VIEW_ASSET_REQUEST_APPROVAL', 'MANAGE_IT_POLICIES'],
};

const isPermission = (grant: Grant): grant is Permission => (PERMISSIONS as readonly string[]).includes(grant);

/** The one check, on both sides: a user may what any of their roles grants. */
export function can(roles: readonly string[], grant: Grant): boolean {
  return roles.some(
    (role) => (ROLE_GRANTS as Record<string, readonly Grant[] | undefined>)[role]?.includes(grant) ?? false,
  );
}

/** For a query over users by role. */
export function rolesGranting(grant: Grant): Role[] {
  return ROLES.filter((role) => ROLE_GRANTS[role].includes(grant));
}

/** What `/roles` shows beside the role. */
export function permissionsOf(role: Role): Permission[] {
  return ROLE_GRANTS[role].filter(isPermission);
}

export function abilitiesOf(role: Role): Ability[] {
  return ROLE_GRANTS[role].filter((grant): grant is Ability => !isPermission(grant));
}

export function hasAnyRole(roles: readonly string[], allowed: readonly Role[]): boolean {
  return roles.some((role) => (allowed as readonly string[]).includes(role));
}

/** A user who holds ADMINISTER_ANY_USER is administered only by another; asked of the roles handed out too. */
export function mayAdministerRoles(actorRoles: readonly string[], targetRoles: readonly string[]): boolean {
  return !can(targetRoles, 'ADMINISTER_ANY_USER') || can(actorRoles, 'ADMINISTER_ANY_USER');
}

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrator',
  MD: 'Managing Director',
  PROJECT_MANAGER: 'Project Manager',
  GROUP_HEAD: 'Group Head',
  EMPLOYEE: 'Employee',
  BUSINESS_HEAD: 'Business Head',
  ADMIN_HEAD: 'Admin Head',
  HR_HEAD: 'HR Head',
  FINANCE_HEAD: 'Finance Head',
  IT_HEAD: 'IT Head',
  TALENT_ACQUISITION_HEAD: 'Talent Acquisition Head',
  L1: 'Reporting Manager (L1)',
};
