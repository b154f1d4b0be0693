import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { itPolicies } from '../../db/schema/helpdesk';
import { attendanceHelpers, expectFieldError } from '../attendance/test-helpers';
import { fixtures, upload } from '../files/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, tokenOf } = attendanceHelpers(() => t);

const policy = {
  title: 'Laptops at home',
  summary: 'What company laptops, mail and networks may be used for.',
  effectiveFrom: '2026-01-01',
};

describe('IT policies', () => {
  it('are published by the IT head with a PDF or a link, read by everyone, versioned and retired', async () => {
    const pdf = await upload(t, await tokenOf('it.head'), 'POLICY_DOCUMENT', {
      name: 'laptops-at-home.pdf',
      data: fixtures.pdf(),
    });
    expect(pdf.statusCode).toBe(201);
    const created = await call('it.head', 'POST', '/api/it-policies', { ...policy, documentId: pdf.json().id });
    expect(created.statusCode).toBe(201);
    const first = created.json();
    expect(first).toMatchObject({
      version: 1,
      policyId: first.id,
      current: true,
      url: null,
      document: { name: 'laptops-at-home.pdf' },
      createdByName: 'Isha Tiwari',
    });
    const linked = (
      await call('md', 'POST', '/api/it-policies', {
        title: 'Printing policy',
        summary: 'Length, rotation and second factors.',
        effectiveFrom: '2026-02-01',
        url: 'https://intranet.example/passwords',
      })
    ).json();

    // Everyone reads them, and the document.
    const read = await call('employee', 'GET', '/api/it-policies');
    expect(read.statusCode).toBe(200);
    expect(read.json().map((p: { title: string }) => p.title)).toEqual(
      expect.arrayContaining(['Laptops at home', 'Printing policy']),
    );
    expect((await call('employee', 'GET', `/api/files/downloadFile/${pdf.json().id}`)).statusCode).toBe(200);

    // Only those who manage policies change them.
    expect((await call('employee', 'POST', '/api/it-policies', policy)).statusCode).toBe(403);
    expect((await call('hr.head', 'PUT', `/api/it-policies/${first.id}`, policy)).statusCode).toBe(403);
    expect((await call('employee', 'POST', `/api/it-policies/${first.id}/retire`)).statusCode).toBe(403);

    // A new version keeps the earlier one and its document.
    const second = await call('it.head', 'PUT', `/api/it-policies/${first.id}`, {
      ...policy,
      summary: 'Now with personal devices.',
      effectiveFrom: '2026-06-01',
      documentId: pdf.json().id,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      version: 2,
      policyId: first.id,
      current: true,
      document: { name: 'laptops-at-home.pdf' },
    });
    const detail = (await call('employee', 'GET', `/api/it-policies/${second.json().id}`)).json();
    expect(detail.versions.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const list = (await call('employee', 'GET', '/api/it-policies')).json() as { title: string; version: number }[];
    expect(list.filter((p) => p.title === 'Laptops at home').map((p) => p.version)).toEqual([2]);
    expect(
      (await call('it.head', 'PUT', `/api/it-policies/${first.id}`, { ...policy, url: 'https://intranet.example/use' }))
        .statusCode,
    ).toBe(409);

    // Retired: off the list, still readable.
    const retired = await call('admin', 'POST', `/api/it-policies/${linked.id}/retire`);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().retiredAt).not.toBeNull();
    expect(
      ((await call('employee', 'GET', '/api/it-policies')).json() as { id: number }[]).map((p) => p.id),
    ).not.toContain(linked.id);
    expect(
      ((await call('employee', 'GET', '/api/it-policies?includeRetired=true')).json() as { id: number }[]).map(
        (p) => p.id,
      ),
    ).toContain(linked.id);
    expect((await call('admin', 'POST', `/api/it-policies/${linked.id}/retire`)).statusCode).toBe(409);
    expect((await call('employee', 'GET', '/api/it-policies/999999')).statusCode).toBe(404);
  });

  it('refuses bad input, naming the field, and writes nothing', async () => {
    const [{ n: before }] = (await t.db.select({ n: count() }).from(itPolicies)) as [{ n: number }];
    expectFieldError(
      await call('it.head', 'POST', '/api/it-policies', { ...policy, url: 'http://insecure.example/policy' }),
      'url',
    );
    expectFieldError(await call('it.head', 'POST', '/api/it-policies', policy), 'documentId');
    expectFieldError(
      await call('it.head', 'POST', '/api/it-policies', { ...policy, title: '', url: 'https://x.example' }),
      'title',
    );
    expectFieldError(
      await call('it.head', 'POST', '/api/it-policies', {
        ...policy,
        effectiveFrom: '2026-02-30',
        url: 'https://x.example',
      }),
      'effectiveFrom',
    );
    const theirs = await upload(t, await tokenOf('md'), 'POLICY_DOCUMENT', { name: 'md.pdf', data: fixtures.pdf() });
    expectFieldError(
      await call('it.head', 'POST', '/api/it-policies', { ...policy, documentId: theirs.json().id }),
      'documentId',
    );
    const [{ n: after }] = (await t.db.select({ n: count() }).from(itPolicies)) as [{ n: number }];
    expect(after).toBe(before);
  });
});
