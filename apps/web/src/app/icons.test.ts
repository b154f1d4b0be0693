import { describe, expect, it } from 'vitest';
import { resolveRoutes } from '@staffdesk/shared/routes';
import { ROUTE_ICONS } from './icons';

describe('route icons', () => {
  it('has a component for every icon the route table names', () => {
    const missing = resolveRoutes()
      .map((r) => r.route.icon)
      .filter((name): name is string => name !== undefined && !(name in ROUTE_ICONS));
    expect(missing).toEqual([]);
  });
});
