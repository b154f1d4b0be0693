import { describe, expect, it } from 'vitest';
import {
  ABILITIES,
  PERMISSIONS,
  ROLES,
  ROLE_GRANTS,
  can,
  hasAnyRole,
  mayAdministerRoles,
  permissionsOf,
  rolesGranting,
  type Ability,
  type Permission,
  type Role,
} from './roles';

/** Spec section 6, written out as the spec states it, row by row. */
const SPEC_TABLE: Record<Role, readonly Permission[]> = {
  PROJECT_MANAGER: ['VIEW_DOCUMENT'],
  GROUP_HEAD: ['VIEW_DOCUMENT'],
  BUSINESS_HEAD: ['VIEW_DOCUMENT'],
  TALENT_ACQUISITION_HEAD: ['VIEW_DOCUMENT'],
  L1: ['VIEW_DOCUMENT'],
  EMPLOYEE: ['VIEW_DOCUMENT'],
  MD: PERMISSIONS,
  ADMIN: PERMISSIONS,
  ADMIN_HEAD: ['VIEW_DOCUMENT', 'VIEW_ADMIN_TICKET_APPROVAL'],
  HR_HEAD: ['VIEW_DOCUMENT', 'VIEW_HR_TICKET_APPROVAL', 'CREATE_FLASH', 'VIEW_DOCUMENTS_APPROVAL'],
  FINANCE_HEAD: ['VIEW_DOCUMENT', 'VIEW_REIMBURSEMENT_REQUEST_APPROVAL'],
  IT_HEAD: ['VIEW_DOCUMENT', 'VIEW_IT_TICKET_APPROVAL', 'VIEW_ASSET_REQUEST_APPROVAL'],
};

/** Our abilities, as docs/decisions/006-permissions-contract-and-request-families.md gives them. */
const ALL: readonly Role[] = ROLES;
const ABILITY_TABLE: Record<Ability, readonly Role[]> = {
  MANAGE_USERS: ['ADMIN', 'MD', 'HR_HEAD'],
  ADMINISTER_ANY_USER: ['ADMIN', 'MD'],
  ACT_AS_ANY_MANAGER: ['ADMIN', 'MD'],
  VIEW_ANY_EMPLOYEE: ['ADMIN', 'MD', 'HR_HEAD'],
  MANAGE_EMPLOYEES: ['ADMIN', 'MD', 'HR_HEAD'],
  MANAGE_LEAVE_BALANCES: ['ADMIN', 'MD', 'HR_HEAD'],
  MANAGE_HOLIDAYS: ['ADMIN', 'MD', 'HR_HEAD'],
  EXPORT_ATTENDANCE: ['ADMIN', 'MD', 'HR_HEAD'],
  PUNCH_FOR_ANYONE: ['ADMIN', 'MD'],
  LEAD_A_TEAM: ALL.filter((r) => r !== 'EMPLOYEE'),
  // By role; a project's members hold it through the user context.
  LOG_TIME: ['ADMIN', 'MD'],
  MANAGE_IT_POLICIES: ['ADMIN', 'MD', 'IT_HEAD'],
  MANAGE_FEEDS: ['ADMIN', 'MD', 'HR_HEAD'],
  // The roles of the spec's project-management screens, which keep ADMIN out.
  HANDLE_CONTRACTS: ['MD', 'L1', 'FINANCE_HEAD', 'BUSINESS_HEAD', 'ADMIN_HEAD', 'GROUP_HEAD', 'PROJECT_MANAGER'],
  // Issue 13: who edits the pipeline and the contracts, and who sees their values.
  WORK_ON_PIPELINE: ['MD', 'BUSINESS_HEAD', 'GROUP_HEAD', 'PROJECT_MANAGER'],
  MANAGE_CONTRACTS: ['MD', 'BUSINESS_HEAD', 'FINANCE_HEAD'],
  KEEP_CONTRACT_COMPANIES: ['MD', 'BUSINESS_HEAD', 'GROUP_HEAD', 'PROJECT_MANAGER', 'FINANCE_HEAD'],
  SEE_CONTRACT_VALUES: ['MD', 'BUSINESS_HEAD', 'GROUP_HEAD', 'PROJECT_MANAGER', 'FINANCE_HEAD'],
  MANAGE_ESTIMATION_METHODS: ['MD'],
  // The roles of the spec's HR reports screen.
  VIEW_HR_REPORTS: ['MD', 'HR_HEAD'],
  MANAGE_BENEFIT_LINKS: ['ADMIN', 'MD', 'HR_HEAD'],
  // Issue 13: the section's roles read projects; project managers keep their own, group heads and MD any.
  VIEW_PROJECTS: ['MD', 'L1', 'FINANCE_HEAD', 'BUSINESS_HEAD', 'ADMIN_HEAD', 'GROUP_HEAD', 'PROJECT_MANAGER'],
  MANAGE_PROJECTS: ['MD', 'GROUP_HEAD', 'PROJECT_MANAGER'],
  // Issue 40: the business head starts a project from a won contract and hands it to a project manager.
  CREATE_PROJECTS: ['MD', 'GROUP_HEAD', 'PROJECT_MANAGER', 'BUSINESS_HEAD'],
  MANAGE_ANY_PROJECT: ['MD', 'GROUP_HEAD'],
  VIEW_AUDIT_LOG: ['ADMIN', 'MD'],
  MANAGE_APPROVAL_CHAINS: ['ADMIN', 'MD'],
  MANAGE_JOBS: ['ADMIN'],
  MANAGE_WEBHOOKS: ['ADMIN'],
};

describe('the permission table of spec section 6', () => {
  it('names the twelve roles and nine permissions of the spec', () => {
    expect(ROLES).toHaveLength(12);
    expect(PERMISSIONS).toHaveLength(9);
    expect(Object.keys(ROLE_GRANTS).sort()).toEqual([...ROLES].sort());
  });

  for (const role of ROLES) {
    describe(role, () => {
      for (const permission of PERMISSIONS) {
        const granted = SPEC_TABLE[role].includes(permission);
        it(`${granted ? 'grants' : 'withholds'} ${permission}`, () => {
          expect(can([role], permission)).toBe(granted);
        });
      }
      it('shows exactly its spec permissions as its permissions', () => {
        expect([...permissionsOf(role)].sort()).toEqual([...SPEC_TABLE[role]].sort());
      });
    });
  }

  it('grants a permission when any one of several roles grants it', () => {
    expect(can(['EMPLOYEE', 'FINANCE_HEAD'], 'VIEW_REIMBURSEMENT_REQUEST_APPROVAL')).toBe(true);
    expect(can(['EMPLOYEE', 'L1'], 'VIEW_REIMBURSEMENT_REQUEST_APPROVAL')).toBe(false);
  });

  it('grants nothing for no roles or an unknown role', () => {
    expect(can([], 'VIEW_DOCUMENT')).toBe(false);
    expect(can(['JANITOR'], 'VIEW_DOCUMENT')).toBe(false);
  });

  it('matches roles against a list', () => {
    expect(hasAnyRole(['EMPLOYEE', 'L1'], ['MD', 'L1'])).toBe(true);
    expect(hasAnyRole(['EMPLOYEE'], ['MD', 'L1'])).toBe(false);
  });
});

describe('abilities', () => {
  for (const ability of ABILITIES) {
    it(`${ability} is granted to ${ABILITY_TABLE[ability].join(', ')}`, () => {
      expect(rolesGranting(ability).sort()).toEqual([...ABILITY_TABLE[ability]].sort());
    });
  }

  it('lets only ADMIN and MD administer an ADMIN or MD user, or hand those roles out', () => {
    expect(mayAdministerRoles(['HR_HEAD'], ['EMPLOYEE', 'L1'])).toBe(true);
    expect(mayAdministerRoles(['HR_HEAD'], ['MD'])).toBe(false);
    expect(mayAdministerRoles(['HR_HEAD'], ['ADMIN'])).toBe(false);
    expect(mayAdministerRoles(['MD'], ['ADMIN'])).toBe(true);
    expect(mayAdministerRoles(['ADMIN'], ['MD', 'EMPLOYEE'])).toBe(true);
  });
});
