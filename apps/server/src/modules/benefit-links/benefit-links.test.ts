import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { benefitLinks } from '../../db/schema/benefit-links';
import { attendanceHelpers, expectFieldError } from '../attendance/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, auditRows } = attendanceHelpers(() => t);

describe('mediclaim and PF links', () => {
  it('everyone reads them in order; HR adds, changes and removes them, audited', async () => {
    const read = (await call('employee', 'GET', '/api/mediclaim-links')).json();
    expect(read.items.map((l: { title: string }) => l.title)).toEqual([
      'Group health policy (2026–27)',
      'Network hospitals',
      'Submit a claim',
    ]);
    expect((await call('employee', 'GET', '/api/pf-links')).json().items).toHaveLength(2);

    const made = await call('hr.head', 'POST', '/api/pf-links', {
      title: 'PF withdrawal rules',
      url: 'https://example.org/pf',
      description: 'When you may withdraw.',
    });
    expect(made.statusCode).toBe(201);
    const link = made.json();
    expect(await t.db.select().from(benefitLinks).where(eq(benefitLinks.id, link.id))).toMatchObject([
      { kind: 'PF', title: 'PF withdrawal rules', sortOrder: 0 },
    ]);
    expect((await auditRows('benefit-link', link.id, 'benefit-link.create')).length).toBe(1);
    // A PF link is not a mediclaim link.
    expect(
      (await call('md', 'PUT', `/api/mediclaim-links/${link.id}`, { title: 'Other', url: 'https://example.org' }))
        .statusCode,
    ).toBe(404);
    const changed = await call('md', 'PUT', `/api/pf-links/${link.id}`, {
      title: 'PF withdrawals',
      url: 'https://example.org/pf2',
      sortOrder: 5,
    });
    expect(changed.json()).toMatchObject({ title: 'PF withdrawals', url: 'https://example.org/pf2', sortOrder: 5 });
    expect((await call('admin', 'DELETE', `/api/pf-links/${link.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(benefitLinks).where(eq(benefitLinks.id, link.id))).toEqual([]);
    expect((await call('admin', 'DELETE', `/api/pf-links/${link.id}`)).statusCode).toBe(404);
  });

  it('refuses http, javascript and half addresses with 400 naming url, and everyone else with 403', async () => {
    for (const url of ['http://example.org', 'javascript:alert(1)', 'example.org', 'https://']) {
      expectFieldError(await call('hr.head', 'POST', '/api/mediclaim-links', { title: 'Bad', url }), 'url');
    }
    expectFieldError(
      await call('hr.head', 'POST', '/api/mediclaim-links', { title: '', url: 'https://example.org' }),
      'title',
    );
    for (const username of ['employee', 'finance.head', 'it.head']) {
      expect(
        (await call(username, 'POST', '/api/mediclaim-links', { title: 'Mine', url: 'https://example.org' }))
          .statusCode,
        username,
      ).toBe(403);
    }
    expect((await t.db.select().from(benefitLinks).where(eq(benefitLinks.title, 'Mine'))).length).toBe(0);
  });
});
