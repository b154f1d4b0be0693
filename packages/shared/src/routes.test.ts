import { describe, expect, expectTypeOf, it } from 'vitest';
import { ROLES, type Role } from './roles';
import {
  buildNavigation,
  canAccess,
  findRoute,
  heldGrants,
  mayOpen,
  resolveRoutes,
  uiPath,
  type UiPath,
  type UiRoute,
} from './routes';

/** Every screen of spec section 2 with its roles (undefined: any signed-in user) and hidden flag. */
const SPEC: Array<[path: string, roles: readonly Role[] | undefined, hidden: boolean]> = [];
const any = undefined;
const add = (paths: string[], roles: readonly Role[] | undefined, hidden = false) => {
  for (const p of paths) SPEC.push([p, roles, hidden]);
};
add(['/ui/dashboard'], any);
add(['/ui/notifications', '/ui/settings'], any, true);
add(
  [
    '/ui/self-service/attendance',
    '/ui/self-service/attendance/wfh-request-list',
    '/ui/self-service/attendance/attendance-regularization-list',
    '/ui/self-service/leaves',
    '/ui/self-service/leaves/leave-request-list',
  ],
  any,
);
add(
  [
    '/ui/self-service/attendance/wfh-request',
    '/ui/self-service/attendance/attendance-regularization-request',
    '/ui/self-service/leaves/leave-request',
  ],
  any,
  true,
);
add(['/ui/self-service/timesheet'], ['ADMIN', 'MD']);
add(
  ['/ui/self-service/approvals'],
  ['TALENT_ACQUISITION_HEAD', 'MD', 'L1', 'HR_HEAD', 'FINANCE_HEAD', 'BUSINESS_HEAD', 'ADMIN_HEAD', 'ADMIN'],
);
add(
  [
    '/ui/human-resources/dashboard',
    '/ui/human-resources/benefits-and-compensation',
    '/ui/human-resources/asset-list',
    '/ui/human-resources/documents',
  ],
  any,
);
add(
  [
    '/ui/human-resources/self-profile',
    '/ui/human-resources/reimbursement-request-form',
    '/ui/human-resources/reimbursement-request-list',
    '/ui/human-resources/asset-request-form',
    '/ui/human-resources/upload-document-form',
  ],
  any,
  true,
);
add(['/ui/human-resources/reports'], ['MD', 'HR_HEAD']);
add(['/ui/human-resources/approvals'], ['MD', 'FINANCE_HEAD', 'IT_HEAD']);
add(['/ui/it/help-desk', '/ui/it/it-policies'], any);
add(['/ui/it/help-desk-list', '/ui/it/help-desk-request'], any, true);
add(['/ui/it/approvals'], ['MD', 'ADMIN_HEAD', 'IT_HEAD', 'HR_HEAD']);
const PM: Role[] = ['MD', 'L1', 'FINANCE_HEAD', 'BUSINESS_HEAD', 'ADMIN_HEAD', 'GROUP_HEAD', 'PROJECT_MANAGER'];
add(
  [
    '/ui/project-management/dashboard',
    '/ui/project-management/business-enquiry',
    '/ui/project-management/new-proposal',
    '/ui/project-management/contract-registration',
    '/ui/project-management/project-execution',
  ],
  PM,
);
add(
  [
    '/ui/project-management/business-enquiry-form',
    // Reached from the New Proposal page's button, as the other forms are from their lists.
    '/ui/project-management/new-proposal-form',
    '/ui/project-management/contract-registration-form',
    '/ui/project-management/contract-registration/task-order-form',
    '/ui/project-management/contract-registration/invoice-rate-form',
    '/ui/project-management/contract-registration/contract-poc-form',
    '/ui/project-management/project-execution-form',
  ],
  PM,
  true,
);
add(['/ui/onboarding/user-listing'], ['ADMIN', 'MD', 'HR_HEAD']);
add(['/ui/onboarding/add-user'], ['ADMIN', 'MD', 'HR_HEAD'], true);
add(['/ui/administration/attendance', '/ui/administration/flash', '/ui/administration/feed'], ['ADMIN', 'MD']);

/**
 * Screens that also admit the holders of the permission they exist for, beside the spec's roles (README,
 * "Deviations from the spec"), and the roles that this lets in.
 */
const ADMITTED_BESIDE_SPEC: Record<string, readonly Role[]> = {
  '/ui/self-service/approvals': ['PROJECT_MANAGER', 'GROUP_HEAD', 'IT_HEAD'],
  '/ui/human-resources/approvals': ['HR_HEAD', 'ADMIN'],
  '/ui/it/approvals': ['ADMIN'],
  '/ui/administration/attendance': ['HR_HEAD'],
  '/ui/administration/flash': ['HR_HEAD'],
  '/ui/administration/feed': ['HR_HEAD'],
};

/** Screens the spec does not list, each under "Deviations from the spec" in the README, with who may open them. */
const SCREENS_BESIDE_SPEC: Array<[path: string, roles: readonly Role[]]> = [
  ['/ui/administration/audit', ['ADMIN', 'MD']],
  ['/ui/administration/approval-chains', ['ADMIN', 'MD']],
  ['/ui/administration/webhooks', ['ADMIN']],
  ['/ui/self-service/leaves/calendar', ROLES],
  ['/ui/people/directory', ROLES],
  ['/ui/people/org-chart', ROLES],
];

/** Who may open a screen: the spec's roles, and those admitted beside them. */
const expectedToOpen = (path: string, roles: readonly Role[] | undefined, role: Role) =>
  roles === undefined || roles.includes(role) || (ADMITTED_BESIDE_SPEC[path]?.includes(role) ?? false);

const sorted = (roles: readonly string[] | undefined) => (roles ? [...roles].sort() : roles);

describe('UI route table', () => {
  it.each(SPEC)('has %s with its roles and hidden flag', (path, roles, hidden) => {
    const route = findRoute(path);
    expect(route, path).toBeDefined();
    expect(sorted(route?.roles)).toEqual(sorted(roles));
    expect(route?.hidden).toBe(hidden);
  });

  it('holds no screen the spec does not list', () => {
    const screens = resolveRoutes()
      .filter((r) => !r.route.redirect)
      .map((r) => r.fullPath);
    expect(screens.sort()).toEqual([...SPEC, ...SCREENS_BESIDE_SPEC].map(([p]) => p).sort());
  });

  it('lets only their roles open the screens beside the spec', () => {
    for (const [path, roles] of SCREENS_BESIDE_SPEC) {
      for (const role of ROLES) expect(mayOpen(findRoute(path)!, [role]), `${role} ${path}`).toBe(roles.includes(role));
    }
  });

  it('redirects the empty paths as the spec says', () => {
    const redirects = Object.fromEntries(
      resolveRoutes()
        .filter((r) => r.route.redirect)
        .map((r) => [r.fullPath, r.route.redirect]),
    );
    expect(redirects).toEqual({
      '/ui': 'dashboard',
      '/ui/self-service': 'attendance',
      '/ui/human-resources': 'dashboard',
      '/ui/people': 'directory',
      '/ui/it': 'help-desk',
      '/ui/project-management': 'dashboard',
      '/ui/onboarding': 'user-listing',
      '/ui/administration': 'attendance',
    });
    // Every redirect target is a child of its route.
    for (const r of resolveRoutes().filter((x) => x.route.redirect)) {
      expect(r.route.children?.some((c) => c.path === r.route.redirect)).toBe(true);
    }
  });

  it('gives every labelled route an icon name and no path a leading slash', () => {
    for (const r of resolveRoutes()) {
      expect(r.route.path.startsWith('/')).toBe(false);
      if (r.route.label) expect(r.route.icon, r.fullPath).toMatch(/^[A-Z][A-Za-z0-9]+$/);
    }
  });

  it('lets a child without roles inherit its parent roles', () => {
    const table: UiRoute = {
      path: 'ui',
      label: '',
      children: [
        {
          path: 'a',
          label: 'A',
          roles: ['MD'],
          children: [{ path: 'b', label: 'B', children: [{ path: 'c', label: 'C' }] }],
        },
      ],
    };
    const c = resolveRoutes(table).find((r) => r.fullPath === '/ui/a/b/c');
    expect(c?.roles).toEqual(['MD']);
    expect(findRoute('/ui/project-management/contract-registration/contract-poc-form')?.roles).toEqual(
      findRoute('/ui/project-management')?.roles,
    );
  });

  it('finds routes with a trailing slash and misses unknown ones', () => {
    expect(findRoute('/ui/dashboard/')?.fullPath).toBe('/ui/dashboard');
    expect(findRoute('/ui/nowhere')).toBeUndefined();
  });

  it('allows a route without roles to anyone and a role route to holders of any listed role', () => {
    expect(canAccess(undefined, [])).toBe(true);
    expect(canAccess({ roles: ['MD'] }, ['EMPLOYEE'])).toBe(false);
    expect(canAccess({ roles: ['MD', 'ADMIN'] }, ['EMPLOYEE', 'ADMIN'])).toBe(true);
    expect(canAccess({ roles: ['MD'], admits: ['CREATE_FLASH'] }, ['HR_HEAD'])).toBe(true);
    expect(canAccess({ roles: ['MD'], admits: ['CREATE_FLASH'] }, ['FINANCE_HEAD'])).toBe(false);
  });

  it('lets every role open exactly the screens of its spec role lists and those admitting its permissions', () => {
    for (const role of ROLES) {
      for (const [path, roles] of SPEC) {
        expect(mayOpen(findRoute(path)!, [role]), `${role} ${path}`).toBe(expectedToOpen(path, roles, role));
      }
    }
  });

  it('opens a section that only redirects for whoever may open one of its screens', () => {
    expect(mayOpen(findRoute('/ui/administration')!, ['HR_HEAD'])).toBe(true);
    expect(mayOpen(findRoute('/ui/administration')!, ['FINANCE_HEAD'])).toBe(false);
    expect(mayOpen(findRoute('/ui/onboarding')!, ['HR_HEAD'])).toBe(true);
    expect(mayOpen(findRoute('/ui/onboarding')!, ['L1'])).toBe(false);
  });

  it('opens the screen a deciding permission held through a delegation admits, and nothing else', () => {
    const hr = findRoute('/ui/human-resources/approvals')!;
    expect(mayOpen(hr, ['BUSINESS_HEAD'])).toBe(false);
    expect(mayOpen(hr, ['BUSINESS_HEAD'], ['VIEW_REIMBURSEMENT_REQUEST_APPROVAL'])).toBe(true);
    expect(mayOpen(findRoute('/ui/it/approvals')!, ['BUSINESS_HEAD'], ['VIEW_REIMBURSEMENT_REQUEST_APPROVAL'])).toBe(
      false,
    );
    const nav = buildNavigation(['BUSINESS_HEAD'], undefined, ['VIEW_REIMBURSEMENT_REQUEST_APPROVAL']).flatMap((s) =>
      s.items.map((i) => i.fullPath),
    );
    expect(nav).toContain('/ui/human-resources/approvals');
    expect(buildNavigation(['BUSINESS_HEAD']).flatMap((s) => s.items.map((i) => i.fullPath))).not.toContain(
      '/ui/human-resources/approvals',
    );
  });

  it("opens the timesheet screen to a project's member whatever their roles, and to no one else beside ADMIN and MD", () => {
    const timesheet = findRoute('/ui/self-service/timesheet')!;
    const member = heldGrants({ delegatedGrants: [], memberGrants: ['LOG_TIME'] });
    expect(member).toEqual(['LOG_TIME']);
    for (const role of ROLES) {
      expect(mayOpen(timesheet, [role], member), role).toBe(true);
      expect(mayOpen(timesheet, [role]), role).toBe(role === 'ADMIN' || role === 'MD');
    }
    const nav = buildNavigation(['EMPLOYEE'], undefined, member).flatMap((s) => s.items.map((i) => i.fullPath));
    expect(nav).toContain('/ui/self-service/timesheet');
    expect(nav).not.toContain('/ui/self-service/approvals');
    // A delegation's grants and a membership's open their screens together.
    const both = heldGrants({ delegatedGrants: ['VIEW_REIMBURSEMENT_REQUEST_APPROVAL'], memberGrants: ['LOG_TIME'] });
    expect(mayOpen(findRoute('/ui/human-resources/approvals')!, ['EMPLOYEE'], both)).toBe(true);
    expect(mayOpen(timesheet, ['EMPLOYEE'], both)).toBe(true);
    expect(heldGrants(undefined)).toEqual([]);
  });

  it('keeps admitted grants for the screen that names them, not its siblings', () => {
    expect(findRoute('/ui/administration/feed')?.access).toEqual({ roles: ['ADMIN', 'MD'], admits: ['MANAGE_FEEDS'] });
    expect(findRoute('/ui/administration/flash')?.access).toEqual({ roles: ['ADMIN', 'MD'], admits: ['CREATE_FLASH'] });
  });
});

describe('sidebar navigation', () => {
  const paths = (roles: string[]) =>
    buildNavigation(roles).flatMap((s) => [s.fullPath, ...s.items.map((i) => i.fullPath)]);

  it('shows an employee only what any signed-in user may open, and nothing hidden', () => {
    const nav = paths(['EMPLOYEE']);
    expect(nav).toContain('/ui/dashboard');
    expect(nav).toContain('/ui/self-service/attendance/wfh-request-list');
    expect(nav).not.toContain('/ui/self-service/timesheet');
    expect(nav).not.toContain('/ui/self-service/approvals');
    expect(nav).not.toContain('/ui/administration');
    expect(nav).not.toContain('/ui/project-management');
    expect(nav).not.toContain('/ui/onboarding');
    for (const r of resolveRoutes().filter((x) => x.hidden)) expect(nav).not.toContain(r.fullPath);
  });

  it("shows an administrator the administration section with the spec's three screens, the audit log, the approval chains and the webhooks", () => {
    const admin = buildNavigation(['ADMIN']).find((s) => s.fullPath === '/ui/administration');
    expect(admin?.items.map((i) => i.label)).toEqual([
      'Attendance',
      'Flash Manager',
      'Feed Manager',
      'Audit Log',
      'Approval Chains',
      'Webhooks',
    ]);
    expect(paths(['ADMIN'])).not.toContain('/ui/project-management');
  });

  it('gives each role exactly the screens it may open, hidden ones left out', () => {
    for (const role of ROLES) {
      const nav = new Set(paths([role]));
      for (const [path, roles, hidden] of SPEC) {
        expect(nav.has(path), `${role} ${path}`).toBe(!hidden && expectedToOpen(path, roles, role));
      }
    }
  });

  it('shows the HR head the administration section with the screens admitted for them', () => {
    const admin = buildNavigation(['HR_HEAD']).find((s) => s.fullPath === '/ui/administration');
    expect(admin?.items.map((i) => i.label)).toEqual(['Attendance', 'Flash Manager', 'Feed Manager']);
  });

  it('puts Dashboard first and keeps the table order of sections', () => {
    expect(buildNavigation(['MD']).map((s) => s.label)).toEqual([
      'Dashboard',
      'Self Service',
      'Human Resources',
      'People',
      'IT Help Desk',
      'Project Management',
      'Onboarding',
      'Administration',
    ]);
  });
});

describe('uiPath', () => {
  it('gives back a path of the table as it is, typed as that path', () => {
    const path = uiPath('/ui/self-service/leaves/leave-request-list');
    expect(path).toBe('/ui/self-service/leaves/leave-request-list');
    expectTypeOf(path).toEqualTypeOf<'/ui/self-service/leaves/leave-request-list'>();
  });

  it('adds the query, leaving out what is undefined', () => {
    expect(uiPath('/ui/self-service/approvals', { tab: 'leave', request: 42, week: undefined })).toBe(
      '/ui/self-service/approvals?tab=leave&request=42',
    );
    expect(uiPath('/ui/it/help-desk-list', { ticket: undefined })).toBe('/ui/it/help-desk-list');
    expect(uiPath('/ui/dashboard', { q: 'a b&c' })).toBe('/ui/dashboard?q=a+b%26c');
  });

  it('takes the full paths of the table, and no other', () => {
    expectTypeOf<'/ui'>().toExtend<UiPath>();
    expectTypeOf<'/ui/project-management/contract-registration/task-order-form'>().toExtend<UiPath>();
    expectTypeOf<'/ui/nowhere'>().not.toExtend<UiPath>();
    expectTypeOf<'/ui/dashboard/'>().not.toExtend<UiPath>();
    // @ts-expect-error a path that is not in the table
    uiPath('/ui/self-service/leave-request-list');
  });
});
