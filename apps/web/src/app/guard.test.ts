import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { ROLES } from '@staffdesk/shared/roles';
import { findRoute, mayOpen, resolveRoutes } from '@staffdesk/shared/routes';
import { storeSession, clearSession } from '@/lib/session';
import { guardLoader, publicEntryLoader } from './guard';
import { toRouteObject } from './build-routes';

const ensureUserContext = vi.fn();
const ensureMasterData = vi.fn();
vi.mock('./guard-data', () => ({
  ensureUserContext: () => ensureUserContext(),
  ensureMasterData: () => ensureMasterData(),
}));
vi.mock('@/lib/toast', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const args = (path: string) =>
  ({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: undefined,
  }) as unknown as LoaderFunctionArgs;

async function outcome(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

beforeEach(() => {
  ensureUserContext.mockReset();
  ensureMasterData.mockReset();
});
afterEach(() => clearSession());

describe('guard', () => {
  it('1. sends a visitor without a session to the login with redirectTo', async () => {
    expect(await outcome(guardLoader(undefined)(args('/ui/settings?tab=security')))).toBe(
      '/?redirectTo=%2Fui%2Fsettings%3Ftab%3Dsecurity',
    );
    expect(ensureUserContext).not.toHaveBeenCalled();
  });

  it('2-4. fetches the context, checks roles, then asks for master data', async () => {
    storeSession({ token: 't', refreshToken: 'r' });
    ensureUserContext.mockResolvedValue({ userEmailId: 'md@x', userRoleList: ['MD'] });
    expect(
      await outcome(guardLoader(findRoute('/ui/administration/flash'))(args('/ui/administration/flash'))),
    ).toBeNull();
    expect(ensureMasterData).toHaveBeenCalledTimes(1);
  });

  it('3. sends a user without the required roles to /', async () => {
    storeSession({ token: 't', refreshToken: 'r' });
    ensureUserContext.mockResolvedValue({ userEmailId: 'e@x', userRoleList: ['EMPLOYEE'] });
    expect(await outcome(guardLoader(findRoute('/ui/administration/feed'))(args('/ui/administration/feed')))).toBe('/');
    expect(ensureMasterData).not.toHaveBeenCalled();
  });

  it('treats a failed context fetch as no roles, and lets through routes open to everyone', async () => {
    storeSession({ token: 't', refreshToken: 'r' });
    ensureUserContext.mockResolvedValue(undefined);
    expect(await outcome(guardLoader(undefined)(args('/ui/dashboard')))).toBeNull();
    expect(
      await outcome(guardLoader(findRoute('/ui/self-service/timesheet'))(args('/ui/self-service/timesheet'))),
    ).toBe('/');
  });

  it('goes to /session-expired when the context call ended the session', async () => {
    storeSession({ token: 't', refreshToken: 'r' });
    ensureUserContext.mockImplementation(async () => {
      clearSession();
      return undefined;
    });
    expect(await outcome(guardLoader(undefined)(args('/ui/dashboard')))).toBe('/session-expired');
  });

  it('sends a signed-in visitor of the login page to the dashboard', () => {
    expect(publicEntryLoader('/ui/dashboard')()).toBeNull();
    storeSession({ token: 't' });
    expect((publicEntryLoader('/ui/dashboard')() as Response).headers.get('Location')).toBe('/ui/dashboard');
  });
});

describe('routes built from the table', () => {
  const tree = toRouteObject(resolveRoutes()[0]!);
  const find = (segments: string[]) =>
    segments.reduce<typeof tree | undefined>((node, segment) => node?.children?.find((c) => c.path === segment), tree);

  it('guards every route with a path and gives it its breadcrumb', () => {
    const walk = (node: typeof tree): void => {
      if (node.path !== undefined) {
        expect(node.loader, node.path).toBeTypeOf('function');
        expect(node.handle).toHaveProperty('crumb');
      }
      node.children?.forEach(walk);
    };
    walk(tree);
    expect(find(['self-service', 'attendance', 'wfh-request'])?.handle).toEqual({
      crumb: { label: 'Work From Home Request', icon: 'House', path: '/ui/self-service/attendance/wfh-request' },
    });
  });

  it('redirects empty paths with an index loader', async () => {
    const index = find(['it'])?.children?.find((c) => c.index);
    const response = (await (index?.loader as () => Promise<Response> | Response)()) as Response;
    expect(response.headers.get('Location')).toBe('/ui/it/help-desk');
  });

  it('lets a child inherit its parent roles in the guard', async () => {
    storeSession({ token: 't', refreshToken: 'r' });
    ensureUserContext.mockResolvedValue({ userEmailId: 'e@x', userRoleList: ['EMPLOYEE'] });
    const poc = find(['project-management', 'contract-registration', 'contract-poc-form']);
    expect(
      await outcome(
        (poc?.loader as ReturnType<typeof guardLoader>)(
          args('/ui/project-management/contract-registration/contract-poc-form'),
        ),
      ),
    ).toBe('/');
    ensureUserContext.mockResolvedValue({ userEmailId: 'pm@x', userRoleList: ['PROJECT_MANAGER'] });
    expect(
      await outcome(
        (poc?.loader as ReturnType<typeof guardLoader>)(
          args('/ui/project-management/contract-registration/contract-poc-form'),
        ),
      ),
    ).toBeNull();
  });

  it('lets every role through the whole guard chain of exactly the screens it may open', async () => {
    storeSession({ token: 't', refreshToken: 'r' });
    const screens = resolveRoutes().filter((r) => !r.route.redirect);
    for (const role of ROLES) {
      ensureUserContext.mockResolvedValue({ userEmailId: 'x@x', userRoleList: [role] });
      for (const screen of screens) {
        // The loaders of every route on the way, parents first; the first refusal wins, as in react-router.
        const segments = screen.fullPath.split('/').slice(2);
        const chain = [tree, ...segments.map((_, i) => find(segments.slice(0, i + 1)))];
        let refused: string | null = null;
        for (const node of chain)
          refused ??= await outcome((node?.loader as ReturnType<typeof guardLoader>)(args(screen.fullPath)));
        expect(refused, `${role} ${screen.fullPath}`).toBe(mayOpen(screen, [role]) ? null : '/');
      }
    }
  });

  it('lets the HR head reach the flash and feed managers through the administration section, and not a finance head', async () => {
    storeSession({ token: 't', refreshToken: 'r' });
    ensureUserContext.mockResolvedValue({ userEmailId: 'hr@x', userRoleList: ['HR_HEAD'] });
    const section = find(['administration']);
    expect(
      await outcome((section?.loader as ReturnType<typeof guardLoader>)(args('/ui/administration/flash'))),
    ).toBeNull();
    const feed = find(['administration', 'feed']);
    expect(await outcome((feed?.loader as ReturnType<typeof guardLoader>)(args('/ui/administration/feed')))).toBeNull();
    ensureUserContext.mockResolvedValue({ userEmailId: 'fh@x', userRoleList: ['FINANCE_HEAD'] });
    expect(await outcome((feed?.loader as ReturnType<typeof guardLoader>)(args('/ui/administration/feed')))).toBe('/');
  });
});
