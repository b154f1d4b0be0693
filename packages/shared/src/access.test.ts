import { describe, expect, it } from 'vitest';
import {
  decidesAny,
  deciderPermission,
  manages,
  mayDecide,
  mayViewRecordsOf,
  mayViewTeamViewsOf,
  teamScopeOf,
  type Deciders,
} from './access';

const employee = { id: 10, roles: ['EMPLOYEE'] };
const manager = { id: 20, roles: ['L1'] };
const otherManager = { id: 21, roles: ['L1'] };
const hr = { id: 30, roles: ['HR_HEAD'] };
const md = { id: 40, roles: ['MD'] };
const itHead = { id: 50, roles: ['IT_HEAD'] };
const adminHead = { id: 60, roles: ['ADMIN_HEAD'] };
const subject = { id: employee.id, managerId: manager.id };

describe('who sees an employee', () => {
  it('lets the employee, their manager and whoever acts as any manager see their team views; nobody else', () => {
    expect(mayViewTeamViewsOf(employee, subject)).toBe(true);
    expect(mayViewTeamViewsOf(manager, subject)).toBe(true);
    expect(mayViewTeamViewsOf(md, subject)).toBe(true);
    expect(mayViewTeamViewsOf(otherManager, subject)).toBe(false);
    expect(mayViewTeamViewsOf(hr, subject)).toBe(false);
  });

  it('adds the holders of VIEW_ANY_EMPLOYEE for their records', () => {
    expect(mayViewRecordsOf(hr, subject)).toBe(true);
    expect(mayViewRecordsOf(otherManager, subject)).toBe(false);
    expect(mayViewRecordsOf(itHead, subject)).toBe(false);
  });

  it('never lets one manage oneself, not even MD', () => {
    expect(manages(md, { id: md.id, managerId: null })).toBe(false);
    expect(manages(manager, subject)).toBe(true);
    expect(teamScopeOf(md)).toBe('everyone-else');
    expect(teamScopeOf(manager)).toBe('reportees');
  });
});

describe('who decides a request', () => {
  const byManager: Deciders = { kind: 'reporting-manager' };
  const byPermission: Deciders = { kind: 'permission', permission: 'VIEW_REIMBURSEMENT_REQUEST_APPROVAL' };
  const byCategory: Deciders = {
    kind: 'permission-by-field',
    field: 'category',
    permissions: { IT: 'VIEW_IT_TICKET_APPROVAL', HR: 'VIEW_HR_TICKET_APPROVAL', ADMIN: 'VIEW_ADMIN_TICKET_APPROVAL' },
  };

  it('the reporting manager (or whoever acts as any manager), never the requester', () => {
    const request = { employeeId: employee.id, managerId: manager.id };
    expect(mayDecide(manager, byManager, request)).toBe(true);
    expect(mayDecide(md, byManager, request)).toBe(true);
    expect(mayDecide(otherManager, byManager, request)).toBe(false);
    expect(mayDecide(hr, byManager, request)).toBe(false);
    expect(mayDecide(manager, byManager, { employeeId: manager.id, managerId: md.id })).toBe(false);
  });

  it('the holders of a permission, never the requester', () => {
    expect(mayDecide({ id: 70, roles: ['FINANCE_HEAD'] }, byPermission, { employeeId: employee.id })).toBe(true);
    expect(mayDecide(manager, byPermission, { employeeId: employee.id, managerId: manager.id })).toBe(false);
    expect(mayDecide({ id: 70, roles: ['FINANCE_HEAD'] }, byPermission, { employeeId: 70 })).toBe(false);
  });

  it("the holders of the permission a field of the request picks (a ticket's category)", () => {
    const ticket = (category: string) => ({ employeeId: employee.id, fields: { category } });
    expect(mayDecide(itHead, byCategory, ticket('IT'))).toBe(true);
    expect(mayDecide(itHead, byCategory, ticket('HR'))).toBe(false);
    expect(mayDecide(hr, byCategory, ticket('HR'))).toBe(true);
    expect(mayDecide(adminHead, byCategory, ticket('ADMIN'))).toBe(true);
    expect(mayDecide(md, byCategory, ticket('ADMIN'))).toBe(true);
    expect(mayDecide(md, byCategory, ticket('UNKNOWN'))).toBe(false);
    expect(deciderPermission(byCategory, { fields: { category: 'IT' } })).toBe('VIEW_IT_TICKET_APPROVAL');
  });

  it("shows a family's approvals tab to those who decide some of its requests", () => {
    expect(decidesAny(employee, byManager)).toBe(true);
    expect(decidesAny(itHead, byPermission)).toBe(false);
    expect(decidesAny(itHead, byCategory)).toBe(true);
    expect(decidesAny({ id: 80, roles: ['FINANCE_HEAD'] }, byCategory)).toBe(false);
  });

  it('shows the tab to a delegate holding its permission through a delegation, without letting the role decide by rule', () => {
    const delegate = { id: 81, roles: ['BUSINESS_HEAD'], delegatedGrants: ['VIEW_HR_TICKET_APPROVAL'] };
    expect(decidesAny(delegate, byCategory)).toBe(true);
    expect(decidesAny({ ...delegate, delegatedGrants: [] }, byCategory)).toBe(false);
    // Each decision is the lifecycle's, on behalf of the one stood in for: mayDecide reads the roles only.
    expect(mayDecide(delegate, byCategory, { employeeId: employee.id, fields: { category: 'HR' } })).toBe(false);
  });
});
