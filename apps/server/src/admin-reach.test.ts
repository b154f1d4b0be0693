import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoute, mayOpen } from '@staffdesk/shared/routes';
import { createTestApp, type TestApp } from '../test/harness';

/** ADMIN's reach in the API is what its screens show (routes.ts): the API refuses what the screens keep out. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function status(username: string, url: string): Promise<number> {
  return (await t.as(await t.tokenOf(username), { method: 'GET', url: `/api${url}` })).statusCode;
}

/** One read of each part of the project-management section and of the HR reports. */
const KEPT_FROM_ADMIN = {
  '/ui/project-management/dashboard': ['/projects/dashboard', '/dashboard/pipeline'],
  '/ui/project-management/business-enquiry': ['/businessEnquiry', '/contractCompanies'],
  '/ui/project-management/new-proposal': ['/proposals', '/estimation-methods'],
  '/ui/project-management/contract-registration': ['/contracts', '/contractTaskOrders'],
  '/ui/project-management/project-execution': ['/project-categories'],
  '/ui/human-resources/reports': ['/hr-report/employee/leaves?monthYear=2026-11', '/hr-report/employee/asset'],
} as const;

describe("ADMIN's reach", () => {
  it.each(Object.entries(KEPT_FROM_ADMIN))(
    'refuses ADMIN the APIs of %s (403), a screen that keeps ADMIN out, and answers MD',
    async (screen, urls) => {
      expect(mayOpen(findRoute(screen)!, ['ADMIN'])).toBe(false);
      expect(mayOpen(findRoute(screen)!, ['MD'])).toBe(true);
      const answers = [];
      for (const url of urls) answers.push([url, await status('admin', url), await status('md', url)]);
      expect(answers).toEqual(urls.map((url) => [url, 403, 200]));
    },
  );

  it('answers ADMIN the HR dashboard, whose screen shows ADMIN the company side', async () => {
    expect(mayOpen(findRoute('/ui/human-resources/dashboard')!, ['ADMIN'])).toBe(true);
    expect(await status('admin', '/hr-report/dashboard')).toBe(200);
  });
});
