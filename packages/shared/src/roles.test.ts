import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES, ROLE_GRANTS, hasAnyRole, hasPermission, type Permission, type Role } from './roles';

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
          expect(hasPermission([role], permission)).toBe(granted);
        });
      }
    });
  }

  it('grants a permission when any one of several roles grants it', () => {
    expect(hasPermission(['EMPLOYEE', 'FINANCE_HEAD'], 'VIEW_REIMBURSEMENT_REQUEST_APPROVAL')).toBe(true);
    expect(hasPermission(['EMPLOYEE', 'L1'], 'VIEW_REIMBURSEMENT_REQUEST_APPROVAL')).toBe(false);
  });

  it('grants nothing for no roles or an unknown role', () => {
    expect(hasPermission([], 'VIEW_DOCUMENT')).toBe(false);
    expect(hasPermission(['JANITOR'], 'VIEW_DOCUMENT')).toBe(false);
  });

  it('matches roles against a list', () => {
    expect(hasAnyRole(['EMPLOYEE', 'L1'], ['MD', 'L1'])).toBe(true);
    expect(hasAnyRole(['EMPLOYEE'], ['MD', 'L1'])).toBe(false);
  });
});
