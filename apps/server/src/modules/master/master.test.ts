import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MASTER_GROUPS } from '@staffdesk/shared/schemas/master';
import { ROLES, ROLE_LABELS } from '@staffdesk/shared/roles';
import { createTestApp, type TestApp } from '../../../test/harness';
import { masterItems } from '../../db/schema/master';
import { AccessTokens } from '../../plugins/auth';
import { REFERENCE_DATA } from './reference-data';
import { ensureReferenceData } from './service';

type Item = { code: string; label: string };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('employee');
});
afterAll(() => t.close());

const getMaster = async () =>
  (await t.as(token, { method: 'GET', url: '/api/master' })).json() as Record<string, Item[]>;
const getLabels = async () =>
  (await t.as(token, { method: 'GET', url: '/api/master/label' })).json() as Record<string, Record<string, string>>;

describe('GET /api/master', () => {
  it('answers every group, each non-empty, with code and label per entry', async () => {
    const res = await t.as(token, { method: 'GET', url: '/api/master' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, Item[]>;
    expect(Object.keys(body).sort()).toEqual([...MASTER_GROUPS].sort());
    for (const group of MASTER_GROUPS) {
      expect(body[group]!.length, group).toBeGreaterThan(0);
      for (const item of body[group]!) {
        expect(Object.keys(item).sort()).toEqual(['code', 'label']);
        expect(item.code.length).toBeGreaterThan(0);
        expect(item.label.length).toBeGreaterThan(0);
      }
      const codes = body[group]!.map((i) => i.code);
      expect(new Set(codes).size, `${group} has duplicate codes`).toBe(codes.length);
    }
  });

  it('holds the leave and work-from-home event types, in their order', async () => {
    const body = await getMaster();
    expect(body.eventTypes!.map((i) => i.code)).toEqual(['CASUAL', 'SICK', 'EARNED', 'COMP_OFF', 'LOSS_OF_PAY', 'WFH']);
    expect(body.eventTypes!.find((i) => i.code === 'WFH')!.label).toBe('Work From Home');
  });

  it('holds the lists the request screens need', async () => {
    const body = await getMaster();
    expect(body.requestStatuses!.map((i) => i.code)).toEqual(['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED']);
    expect(body.ticketStatuses!.map((i) => i.code)).toEqual(['OPEN', 'SOLVED', 'REJECTED', 'CANCELLED']);
    expect(body.ticketSubCategories!.filter((i) => i.code.startsWith('IT.')).length).toBeGreaterThan(0);
    expect(body.ticketCategories!.map((i) => i.code)).toEqual(['IT', 'HR', 'ADMIN']);
    expect(body.roles!).toEqual(ROLES.map((r) => ({ code: r, label: ROLE_LABELS[r] })));
    expect(body.bloodGroups!.map((i) => i.code)).toEqual(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
  });

  it('matches what the database holds, without inactive entries, and shows new ones', async () => {
    const rows = await t.db.select().from(masterItems).where(eq(masterItems.group, 'departments'));
    const before = await getMaster();
    expect(before.departments!.map((i) => i.code).sort()).toEqual(
      rows
        .filter((r) => r.active)
        .map((r) => r.code)
        .sort(),
    );

    await t.db
      .update(masterItems)
      .set({ active: false })
      .where(and(eq(masterItems.group, 'departments'), eq(masterItems.code, 'SALES')));
    await t.db.insert(masterItems).values({ group: 'departments', code: 'LEGAL', label: 'Legal', sortOrder: 99 });
    await t.db
      .update(masterItems)
      .set({ label: 'People Operations' })
      .where(and(eq(masterItems.group, 'departments'), eq(masterItems.code, 'HR')));

    const after = await getMaster();
    const codes = after.departments!.map((i) => i.code);
    expect(codes).not.toContain('SALES');
    expect(codes.at(-1)).toBe('LEGAL');
    expect(after.departments!.find((i) => i.code === 'HR')!.label).toBe('People Operations');
    const labels = await getLabels();
    expect(labels.departments!.SALES).toBeUndefined();
    expect(labels.departments!.LEGAL).toBe('Legal');
  });

  it('answers 401 without a token or with a bad one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/master' });
    expect(none.statusCode).toBe(401);
    expect(none.body).not.toContain('CASUAL');
    const garbage = await t.as('garbage', { method: 'GET', url: '/api/master' });
    expect(garbage.statusCode).toBe(401);
    const forged = await new AccessTokens('another-secret-another-secret-another-secret').sign(
      { id: 1, tokenVersion: 0 },
      randomUUID(),
    );
    expect((await t.as(forged, { method: 'GET', url: '/api/master' })).statusCode).toBe(401);
  });

  it('is the same for every role', async () => {
    const asAdmin = await t.as(await t.login('admin'), { method: 'GET', url: '/api/master' });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual(await getMaster());
  });
});

describe('GET /api/master/label', () => {
  it('answers, for every group, a code → label map equal to the lists of /api/master', async () => {
    const res = await t.as(token, { method: 'GET', url: '/api/master/label' });
    expect(res.statusCode).toBe(200);
    const labels = res.json() as Record<string, Record<string, string>>;
    const master = await getMaster();
    expect(Object.keys(labels).sort()).toEqual([...MASTER_GROUPS].sort());
    for (const group of MASTER_GROUPS) {
      expect(labels[group], group).toEqual(Object.fromEntries(master[group]!.map((i) => [i.code, i.label])));
    }
    expect(labels.eventTypes).toMatchObject({
      CASUAL: 'Casual Leave',
      SICK: 'Sick Leave',
      EARNED: 'Earned Leave',
      COMP_OFF: 'Compensatory Off',
      LOSS_OF_PAY: 'Loss of Pay',
      WFH: 'Work From Home',
    });
    expect(labels.roles!.L1).toBe('Reporting Manager (L1)');
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/master/label' })).statusCode).toBe(401);
  });
});

describe('reference data at start', () => {
  it('adds what is missing and keeps entries already there, edits included', async () => {
    await t.db
      .update(masterItems)
      .set({ label: 'Casual' })
      .where(and(eq(masterItems.group, 'eventTypes'), eq(masterItems.code, 'CASUAL')));
    await t.db.delete(masterItems).where(and(eq(masterItems.group, 'eventTypes'), eq(masterItems.code, 'WFH')));
    await ensureReferenceData(t.db);
    await ensureReferenceData(t.db);
    const rows = await t.db.select().from(masterItems).where(eq(masterItems.group, 'eventTypes'));
    expect(rows).toHaveLength(REFERENCE_DATA.eventTypes.length);
    expect(rows.find((r) => r.code === 'CASUAL')!.label).toBe('Casual');
    expect(rows.find((r) => r.code === 'WFH')).toMatchObject({ label: 'Work From Home', active: true });
    expect((await getLabels()).eventTypes!.CASUAL).toBe('Casual');
  });
});

describe('GET /api/master/company-settings', () => {
  it('answers the date locale, en-IN by default, to any signed-in user', async () => {
    const res = await t.as(token, { method: 'GET', url: '/api/master/company-settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dateLocale: 'en-IN' });
  });

  it('answers the locale the server is configured with', async () => {
    const other = await createTestApp({ dateLocale: 'en-US' });
    try {
      const res = await other.as(await other.login('employee'), { method: 'GET', url: '/api/master/company-settings' });
      expect(res.json()).toEqual({ dateLocale: 'en-US' });
    } finally {
      await other.close();
    }
  });

  it('refuses a visitor without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/master/company-settings' });
    expect(res.statusCode).toBe(401);
  });
});
