/** Roles and permissions of spec section 6. The grant table lives here once; server and UI both read it. */
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

const BASE: readonly Permission[] = ['VIEW_DOCUMENT'];

export const ROLE_GRANTS: Record<Role, readonly Permission[]> = {
  PROJECT_MANAGER: BASE,
  GROUP_HEAD: BASE,
  BUSINESS_HEAD: BASE,
  TALENT_ACQUISITION_HEAD: BASE,
  L1: BASE,
  EMPLOYEE: BASE,
  MD: PERMISSIONS,
  ADMIN: PERMISSIONS,
  ADMIN_HEAD: [...BASE, 'VIEW_ADMIN_TICKET_APPROVAL'],
  HR_HEAD: [...BASE, 'VIEW_HR_TICKET_APPROVAL', 'CREATE_FLASH', 'VIEW_DOCUMENTS_APPROVAL'],
  FINANCE_HEAD: [...BASE, 'VIEW_REIMBURSEMENT_REQUEST_APPROVAL'],
  IT_HEAD: [...BASE, 'VIEW_IT_TICKET_APPROVAL', 'VIEW_ASSET_REQUEST_APPROVAL'],
};

/** A user has a permission if any of their roles grants it. */
export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  return roles.some((role) => (ROLE_GRANTS as Record<string, readonly Permission[] | undefined>)[role]?.includes(permission) ?? false);
}

export function hasAnyRole(roles: readonly string[], allowed: readonly Role[]): boolean {
  return roles.some((role) => (allowed as readonly string[]).includes(role));
}

/** Roles that administer users: register, deactivate, reset passwords, turn off another user's 2FA. */
export const USER_ADMIN_ROLES: readonly Role[] = ['ADMIN', 'MD', 'HR_HEAD'];

/** Roles that act over every employee rather than through the reporting tree. */
export const ORG_WIDE_ROLES: readonly Role[] = ['ADMIN', 'MD'];

/**
 * ADMIN and MD rule over everything, HR_HEAD only over people: without ADMIN or MD one may not change a
 * user who holds ADMIN or MD (password, 2FA, profile, roles), nor hand those roles out.
 */
export function mayAdministerRoles(actorRoles: readonly string[], targetRoles: readonly string[]): boolean {
  return !hasAnyRole(targetRoles, ORG_WIDE_ROLES) || hasAnyRole(actorRoles, ORG_WIDE_ROLES);
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
