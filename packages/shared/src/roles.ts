/**
 * Roles, the spec's permissions (section 6) and the abilities we add, granted by role in one table.
 * Server and web ask it through one function, `can`; no list of role names is written anywhere else
 * (the route table keeps the spec's screen role lists verbatim, as the spec states them).
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
 * The permissions that decide a request family (claims, asset requests, documents, each desk's tickets). A
 * delegation passes them on while it runs (issue 18): the delegate reaches the family's screens and endpoints
 * as the decider does. The server checks that these are exactly its families' deciding permissions.
 */
export const DECISION_PERMISSIONS: readonly Permission[] = [
  'VIEW_REIMBURSEMENT_REQUEST_APPROVAL',
  'VIEW_ASSET_REQUEST_APPROVAL',
  'VIEW_DOCUMENTS_APPROVAL',
  'VIEW_IT_TICKET_APPROVAL',
  'VIEW_HR_TICKET_APPROVAL',
  'VIEW_ADMIN_TICKET_APPROVAL',
];

/** What the spec leaves unnamed and the server enforces: each is granted by role in ROLE_GRANTS below. */
export const ABILITIES = [
  /** Register users, list them, change them, set their password, turn off their second factor. */
  'MANAGE_USERS',
  /** Give the ADMIN or MD role, and change a user who holds one (ADMIN and MD rule over everything, HR only over people). */
  'ADMINISTER_ANY_USER',
  /** Act as everyone's reporting manager: every team screen, and deciding the requests a manager decides. */
  'ACT_AS_ANY_MANAGER',
  /** Read any employee's records: attendance, leave, requests, working details. */
  'VIEW_ANY_EMPLOYEE',
  /** Change an employee's working details: designation, department, office hours, location, status. */
  'MANAGE_EMPLOYEES',
  /** Set how many days of leave someone gets in a year (comp-offs, corrections). */
  'MANAGE_LEAVE_BALANCES',
  'MANAGE_HOLIDAYS',
  /** Download the month's attendance of everyone. */
  'EXPORT_ATTENDANCE',
  /** Record a punch for someone else. */
  'PUNCH_FOR_ANYONE',
  /** May be someone's reporting manager. */
  'LEAD_A_TEAM',
  /** Publish and change the IT policies (and upload their documents). */
  'MANAGE_IT_POLICIES',
  /** Publish and change the feed (and upload its images). */
  'MANAGE_FEEDS',
  /** Work on enquiries, proposals and contracts: upload and read their documents. */
  'HANDLE_CONTRACTS',
  /** Create and change business enquiries and proposals (issue 13: BUSINESS_HEAD, GROUP_HEAD, PROJECT_MANAGER, MD). */
  'WORK_ON_PIPELINE',
  /** Create and change contracts, their task orders, invoice rates and points of contact (BUSINESS_HEAD, FINANCE_HEAD, MD). */
  'MANAGE_CONTRACTS',
  /** Add and change contract companies: those who work on enquiries or on contracts. */
  'KEEP_CONTRACT_COMPANIES',
  /** See contract values, task order ceilings and invoice rates (hidden from L1 and ADMIN_HEAD). */
  'SEE_CONTRACT_VALUES',
  /** Keep the estimation methods of the master data. */
  'MANAGE_ESTIMATION_METHODS',
  /** The HR reports: reimbursements of a month, assets issued, leave of a month (the reports screen: MD, HR_HEAD). */
  'VIEW_HR_REPORTS',
  /** Keep the mediclaim and provident fund links everyone reads (DOMAIN.md: HR_HEAD, MD, ADMIN). */
  'MANAGE_BENEFIT_LINKS',
  /** Read every project, its activities and the projects dashboard (the project-management roles); others read the projects they are members of. */
  'VIEW_PROJECTS',
  /** Create projects and change those one manages, with their activities (PROJECT_MANAGER). */
  'MANAGE_PROJECTS',
  /** Change any project and keep the project categories (GROUP_HEAD, MD, ADMIN). */
  'MANAGE_ANY_PROJECT',
  /** Search and export the whole audit log (issue 18: MD and ADMIN). */
  'VIEW_AUDIT_LOG',
  /** Set the approval chains of the request families: who decides after the first step, and when (issue 18: MD and ADMIN). */
  'MANAGE_APPROVAL_CHAINS',
  /** See the background jobs' runs and failures, and start a run (issue 38: ADMIN, who runs the installation). */
  'MANAGE_JOBS',
] as const;
export type Ability = (typeof ABILITIES)[number];

/** A permission of the spec or an ability of ours: what a role may be granted. */
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

/**
 * The one grant table. The spec's permissions per role are its section 6, row for row; HANDLE_CONTRACTS goes
 * to the roles of the spec's project-management screens.
 */
export const ROLE_GRANTS: Record<Role, readonly Grant[]> = {
  PROJECT_MANAGER: [...BASE, ...PIPELINE, 'VIEW_PROJECTS', 'MANAGE_PROJECTS'],
  GROUP_HEAD: [...BASE, ...PIPELINE, 'VIEW_PROJECTS', 'MANAGE_PROJECTS', 'MANAGE_ANY_PROJECT'],
  BUSINESS_HEAD: [...BASE, ...PIPELINE, 'MANAGE_CONTRACTS', 'VIEW_PROJECTS'],
  TALENT_ACQUISITION_HEAD: BASE,
  L1: [...BASE, 'HANDLE_CONTRACTS', 'VIEW_PROJECTS'],
  EMPLOYEE: ['VIEW_DOCUMENT'],
  MD: GRANTS.filter((grant) => grant !== 'MANAGE_JOBS'),
  ADMIN: GRANTS,
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

/** The roles that grant something: for a query over users by role (who may lead a team, who holds a permission). */
export function rolesGranting(grant: Grant): Role[] {
  return ROLES.filter((role) => ROLE_GRANTS[role].includes(grant));
}

/** The spec's permissions among a role's grants (what `/roles` shows beside the role). */
export function permissionsOf(role: Role): Permission[] {
  return ROLE_GRANTS[role].filter(isPermission);
}

/** Our abilities among a role's grants. */
export function abilitiesOf(role: Role): Ability[] {
  return ROLE_GRANTS[role].filter((grant): grant is Ability => !isPermission(grant));
}

export function hasAnyRole(roles: readonly string[], allowed: readonly Role[]): boolean {
  return roles.some((role) => (allowed as readonly string[]).includes(role));
}

/**
 * Whether an actor may administer a user with these roles: MANAGE_USERS, and, when the user holds
 * ADMINISTER_ANY_USER through a role (ADMIN, MD), the actor holds it too. Also asked of the roles an
 * actor hands out.
 */
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
