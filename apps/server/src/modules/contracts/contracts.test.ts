import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { formatIsoDate } from '@staffdesk/shared/dates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditEntries } from '../../db/schema/audit';
import { businessEnquiries, contractTaskOrders, contracts, proposals } from '../../db/schema/contracts';
import { users } from '../../db/schema/identity';
import { fixtures, upload } from '../files/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
let serial = 0;
const unique = (prefix: string) => `${prefix} ${process.pid}-${++serial}`;

async function as(username: string, options: InjectOptions) {
  return t.as(await t.tokenOf(username), options);
}
const get = (username: string, url: string) => as(username, { method: 'GET', url: `/api${url}` });
const post = (username: string, url: string, payload: unknown) =>
  as(username, { method: 'POST', url: `/api${url}`, payload: payload as object });
const put = (username: string, url: string, payload: unknown) =>
  as(username, { method: 'PUT', url: `/api${url}`, payload: payload as object });
const del = (username: string, url: string) => as(username, { method: 'DELETE', url: `/api${url}` });
const userId = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const audits = (action: string, entityId: number) =>
  t.db.$count(auditEntries, and(eq(auditEntries.action, action), eq(auditEntries.entityId, String(entityId))));

/** A company, made by the business head. */
async function company(extra: Record<string, unknown> = {}) {
  const res = await post('business.head', '/contractCompanies', {
    name: unique('Company'),
    industry: 'Software',
    countryCode: 'IN',
    stateCode: 'KA',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string };
}

/** An enquiry of a company, moved along the given statuses. */
async function enquiry(companyId: number, statuses: string[] = []) {
  const res = await post('business.head', '/businessEnquiry', {
    companyId,
    title: unique('Enquiry'),
    source: 'REFERRAL',
    expectedValue: 100_000,
    receivedOn: day(-3),
    ownerId: await userId('pm'),
  });
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json() as { id: number };
  for (const status of statuses)
    expect((await post('business.head', `/businessEnquiry/${made.id}/status`, { status })).statusCode).toBe(200);
  return made;
}

async function methodId(code: string) {
  const methods = (await get('pm', '/estimation-methods')).json() as { id: number; code: string }[];
  return methods.find((m) => m.code === code)!.id;
}

/** A proposal (T&M: effort × rate) for an enquiry that is qualified. */
async function proposal(enquiryId: number, extra: Record<string, unknown> = {}) {
  const res = await post('pm', '/proposals', {
    enquiryId,
    estimationMethodId: await methodId('TIME_AND_MATERIAL'),
    effortDays: 10,
    rate: 5000,
    validUntil: day(30),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number; amount: number; status: string };
}

/** An accepted proposal of a fresh company's won enquiry. */
async function wonProposal() {
  const c = await company();
  const e = await enquiry(c.id, ['QUALIFIED']);
  const p = await proposal(e.id);
  expect((await post('pm', `/proposals/${p.id}/status`, { status: 'SUBMITTED' })).statusCode).toBe(200);
  expect((await post('business.head', `/proposals/${p.id}/status`, { status: 'ACCEPTED' })).statusCode).toBe(200);
  return { company: c, enquiry: e, proposal: p };
}

/** A contract of a fresh company: 100 000 over the next year, unless said. */
async function contract(extra: Record<string, unknown> = {}, username = 'finance.head') {
  const companyId = (extra.companyId as number | undefined) ?? (await company()).id;
  const res = await post(username, '/contracts', {
    companyId,
    number: unique('CTR'),
    title: 'Build',
    contractType: 'TIME_AND_MATERIAL',
    startDate: day(0),
    endDate: day(365),
    value: 100_000,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; number: string; value: number | null; status: string };
}

const taskOrder = (contractId: number, extra: Record<string, unknown> = {}) =>
  post('finance.head', '/contractTaskOrders', {
    contractId,
    number: unique('TO'),
    title: 'Phase',
    startDate: day(1),
    endDate: day(100),
    ceilingValue: 40_000,
    ...extra,
  });
const rate = (contractId: number, extra: Record<string, unknown> = {}) =>
  post('finance.head', '/contractInvoices', {
    contractId,
    role: 'Developer',
    unit: 'DAY',
    rate: 4000,
    effectiveFrom: day(0),
    effectiveTo: day(100),
    ...extra,
  });
const contact = (contractId: number, extra: Record<string, unknown> = {}) =>
  post('business.head', '/contract-poc', {
    contractId,
    side: 'CLIENT',
    name: 'Asha Iyer',
    email: 'asha@client.example',
    isPrimary: true,
    ...extra,
  });

describe('contract companies', () => {
  it('adds a company with its country and state by name, and refuses a taken name in any case', async () => {
    const c = await company({ name: 'Zenith Motors', website: 'https://zenith.example' });
    const read = (await get('manager', `/contractCompanies/${c.id}`)).json();
    expect(read).toMatchObject({
      name: 'Zenith Motors',
      countryCode: 'IN',
      countryName: 'India',
      stateCode: 'KA',
      stateName: 'Karnataka',
      enquiryCount: 0,
      contractCount: 0,
    });
    const again = await post('pm', '/contractCompanies', { name: 'zenith motors', countryCode: 'IN' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A company of that name exists already: choose it instead.');
    expect(await audits('contract-company.create', c.id)).toBe(1);
  });

  it('refuses a country or state that is not in the countries list, and a bad website', async () => {
    const country = await post('pm', '/contractCompanies', { name: unique('Nowhere'), countryCode: 'ZZ' });
    expect(country.statusCode).toBe(400);
    expect(country.json().errorDetails).toEqual(['countryCode: no country has the code ZZ']);
    const state = await post('pm', '/contractCompanies', {
      name: unique('Nowhere'),
      countryCode: 'US',
      stateCode: 'KA',
    });
    expect(state.statusCode).toBe(400);
    expect(state.json().errorDetails).toEqual(['stateCode: US has no state KA']);
    const site = await post('pm', '/contractCompanies', {
      name: unique('Nowhere'),
      countryCode: 'IN',
      website: 'not a site',
    });
    expect(site.statusCode).toBe(400);
    expect(site.json().message).toContain('The website must be an address such as https://example.com.');
  });

  it('lets L1 and ADMIN_HEAD read but not add, and refuses EMPLOYEE everything', async () => {
    expect((await get('manager', '/contractCompanies')).statusCode).toBe(200);
    expect((await get('admin.head', '/contractCompanies')).statusCode).toBe(200);
    expect((await post('manager', '/contractCompanies', { name: unique('X'), countryCode: 'IN' })).statusCode).toBe(
      403,
    );
    expect((await post('admin.head', '/contractCompanies', { name: unique('X'), countryCode: 'IN' })).statusCode).toBe(
      403,
    );
    expect((await get('employee', '/contractCompanies')).statusCode).toBe(403);
  });

  it('deletes a company with nothing under it, and refuses (409) one with enquiries', async () => {
    const empty = await company();
    expect((await del('pm', `/contractCompanies/${empty.id}`)).statusCode).toBe(204);
    expect((await get('pm', `/contractCompanies/${empty.id}`)).statusCode).toBe(404);
    const busy = await company();
    await enquiry(busy.id);
    const refused = await del('pm', `/contractCompanies/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${busy.name} has 1 enquiries and 0 contracts: it cannot be deleted.`);
  });

  it('changes a company, audited with before and after', async () => {
    const c = await company();
    const res = await put('finance.head', `/contractCompanies/${c.id}`, {
      name: c.name,
      countryCode: 'US',
      stateCode: 'CA',
      taxId: 'US-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ countryName: 'United States', stateName: 'California', taxId: 'US-1' });
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'contract-company.update'), eq(auditEntries.entityId, String(c.id))));
    expect(entry?.before).toMatchObject({ countryCode: 'IN' });
    expect(entry?.after).toMatchObject({ countryCode: 'US' });
  });
});

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
const list = async <T>(username: string, url: string): Promise<Page<T>> => {
  const res = await get(username, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<T>;
};

describe('the lists, a page at a time: companies and enquiries', () => {
  it('pages, searches and sorts the companies by name or industry, ties by id', async () => {
    const token = unique('Paged').replace(/\s/g, '');
    const made = [];
    for (const [name, industry] of [
      ['Gamma', 'Retail'],
      ['alpha', 'Shipping'],
      ['Beta', `Mining ${token}`],
    ]) {
      made.push(await company({ name: `${token} ${name}`, industry }));
    }
    const first = await list<{ name: string }>('manager', `/contractCompanies?search=${token}&pageSize=2`);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((c) => c.name)).toEqual([`${token} alpha`, `${token} Beta`]);
    const second = await list<{ name: string }>('manager', `/contractCompanies?search=${token}&pageSize=2&page=2`);
    expect(second.items.map((c) => c.name)).toEqual([`${token} Gamma`]);
    const descending = await list<{ name: string }>(
      'manager',
      `/contractCompanies?search=${token}&sort=name&order=desc`,
    );
    expect(descending.items.map((c) => c.name)).toEqual([`${token} Gamma`, `${token} Beta`, `${token} alpha`]);
    const byIndustry = await list<{ industry: string }>('manager', `/contractCompanies?search=${token}&sort=industry`);
    expect(byIndustry.items.map((c) => c.industry)).toEqual([`Mining ${token}`, 'Retail', 'Shipping']);
    // The industry is searched too: the token is in one company's industry (and every name).
    expect((await list('manager', `/contractCompanies?search=${encodeURIComponent(`Mining ${token}`)}`)).total).toBe(1);
    expect((await list('manager', `/contractCompanies?search=${token.toUpperCase()}`)).total).toBe(3);
    expect((await list('manager', '/contractCompanies?search=100%25_%5C')).total).toBe(0);
  });

  it('pages, searches (title, company, owner), filters and sorts the enquiries, latest received first', async () => {
    const c = await company();
    const made: { id: number }[] = [];
    for (const [title, received] of [
      ['Cranes', -5],
      ['Berths', -1],
      ['Anchors', -3],
    ] as const) {
      const res = await post('business.head', '/businessEnquiry', {
        companyId: c.id,
        title: `${title} ${c.name}`,
        source: 'TENDER',
        receivedOn: day(received),
        ownerId: await userId('pm'),
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json());
    }
    const search = `search=${encodeURIComponent(c.name)}`;
    const byDefault = await list<{ title: string }>('pm', `/businessEnquiry?${search}`);
    expect(byDefault.total).toBe(3);
    expect(byDefault.items.map((e) => e.title.split(' ')[0])).toEqual(['Berths', 'Anchors', 'Cranes']);
    const secondPage = await list<{ title: string }>('pm', `/businessEnquiry?${search}&pageSize=2&page=2`);
    expect(secondPage.items.map((e) => e.title.split(' ')[0])).toEqual(['Cranes']);
    const byTitle = async (order: string) =>
      (await list<{ title: string }>('pm', `/businessEnquiry?${search}&sort=title&order=${order}`)).items.map(
        (e) => e.title.split(' ')[0],
      );
    expect(await byTitle('asc')).toEqual(['Anchors', 'Berths', 'Cranes']);
    expect(await byTitle('desc')).toEqual(['Cranes', 'Berths', 'Anchors']);
    // The title alone, and the owner's name, find them too.
    expect((await list('pm', `/businessEnquiry?search=${encodeURIComponent(`Anchors ${c.name}`)}`)).total).toBe(1);
    const owned = await list<{ id: number }>('pm', '/businessEnquiry?search=Pranav%20Menon&pageSize=200');
    expect(made.every((e) => owned.items.some((x) => x.id === e.id))).toBe(true);
    expect(
      (await post('business.head', `/businessEnquiry/${made[1]!.id}/status`, { status: 'QUALIFIED' })).statusCode,
    ).toBe(200);
    const qualified = await list<{ id: number; status: string }>('pm', `/businessEnquiry?${search}&status=QUALIFIED`);
    expect(qualified.items.map((e) => e.id)).toEqual([made[1]!.id]);
  });
});

describe('the lists, a page at a time: proposals and contracts', () => {
  it('pages, searches, filters and sorts the proposals, last changed first', async () => {
    const c = await company();
    const amounts = [30_000, 10_000, 20_000];
    const made: { id: number }[] = [];
    for (const amount of amounts) {
      const e = await enquiry(c.id, ['QUALIFIED']);
      made.push(
        await proposal(e.id, {
          estimationMethodId: await methodId('FIXED_PRICE'),
          effortDays: null,
          rate: null,
          amount,
        }),
      );
    }
    const search = `search=${encodeURIComponent(c.name)}`;
    const byDefault = await list<{ id: number }>('manager', `/proposals?${search}`);
    expect(byDefault.total).toBe(3);
    expect(byDefault.items.map((p) => p.id)).toEqual(made.map((p) => p.id).reverse());
    const byAmount = async (order: string, page = 1) =>
      (
        await list<{ amount: number }>(
          'business.head',
          `/proposals?${search}&sort=amount&order=${order}&pageSize=2&page=${page}`,
        )
      ).items.map((p) => p.amount);
    expect(await byAmount('asc')).toEqual([10_000, 20_000]);
    expect(await byAmount('asc', 2)).toEqual([30_000]);
    expect(await byAmount('desc')).toEqual([30_000, 20_000]);
    expect((await post('pm', `/proposals/${made[0]!.id}/status`, { status: 'SUBMITTED' })).statusCode).toBe(200);
    expect(
      (await list<{ id: number }>('manager', `/proposals?${search}&status=SUBMITTED`)).items.map((p) => p.id),
    ).toEqual([made[0]!.id]);
    expect((await list('manager', `/proposals?${search}&status=ACCEPTED`)).total).toBe(0);
  });

  it('pages, searches, filters and sorts the contracts, latest start first, values hidden from L1 as before', async () => {
    const c = await company();
    const token = unique('PAGED').replace(/\s/g, '');
    for (const [suffix, start] of [
      ['B', 2],
      ['C', 0],
      ['A', 1],
    ] as const) {
      await contract({ companyId: c.id, number: `${token}-${suffix}`, startDate: day(start) });
    }
    const byDefault = await list<{ number: string }>('pm', `/contracts?search=${token}`);
    expect(byDefault.total).toBe(3);
    expect(byDefault.items.map((x) => x.number)).toEqual([`${token}-B`, `${token}-A`, `${token}-C`]);
    const byNumber = async (order: string, page = 1) =>
      (
        await list<{ number: string }>(
          'pm',
          `/contracts?search=${token}&sort=number&order=${order}&pageSize=2&page=${page}`,
        )
      ).items.map((x) => x.number.slice(-1));
    expect(await byNumber('asc')).toEqual(['A', 'B']);
    expect(await byNumber('asc', 2)).toEqual(['C']);
    expect(await byNumber('desc')).toEqual(['C', 'B']);
    // The company's name finds them as well.
    expect((await list('pm', `/contracts?search=${encodeURIComponent(c.name)}`)).total).toBe(3);
    const forL1 = await list<{ value: number | null; ceilingTotal: number | null }>(
      'manager',
      `/contracts?search=${token}`,
    );
    expect(forL1.items.every((x) => x.value === null && x.ceilingTotal === null)).toBe(true);
    expect(
      (await list<{ value: number | null }>('pm', `/contracts?search=${token}`)).items.every(
        (x) => x.value === 100_000,
      ),
    ).toBe(true);
    expect((await list('pm', `/contracts?search=${token}&status=ACTIVE`)).total).toBe(0);
    expect((await list('pm', `/contracts?search=${token}&status=DRAFT`)).total).toBe(3);
  });
});

describe('the lists, a page at a time: refusals', () => {
  it('refuses an EMPLOYEE every list, as before', async () => {
    for (const url of ['/contractCompanies', '/businessEnquiry', '/proposals', '/contracts'])
      expect((await get('employee', `${url}?page=1`)).statusCode, url).toBe(403);
  });

  it('refuses a query it cannot read with 400 and what to send instead', async () => {
    const refused = async (url: string) => {
      const res = await get('pm', url);
      expect(res.statusCode, url).toBe(400);
      return res.json().message as string;
    };
    expect(await refused('/contractCompanies?sort=website')).toContain('name, industry');
    expect(await refused('/businessEnquiry?sort=owner')).toContain('title, company, expectedValue, receivedOn, status');
    expect(await refused('/proposals?sort=notes')).toContain(
      'enquiry, company, version, amount, validUntil, status, updatedAt',
    );
    expect(await refused('/contracts?sort=value')).toContain('number, title, company, startDate, status');
    expect(await refused('/contracts?order=up')).toMatch(/order must be asc or desc/i);
    expect(await refused('/proposals?pageSize=201')).toContain('200');
    expect(await refused('/businessEnquiry?page=0')).toMatch(/page/i);
    expect(await refused(`/contractCompanies?search=${'x'.repeat(101)}`)).toContain('100 characters');
    expect(await refused('/businessEnquiry?status=OPEN')).toContain(
      'Choose a status: NEW, QUALIFIED, PROPOSAL, WON or LOST.',
    );
    expect(await refused('/proposals?status=OPEN')).toContain(
      'Choose a status: DRAFT, SUBMITTED, ACCEPTED or REJECTED.',
    );
    expect(await refused('/contracts?status=OPEN')).toContain(
      'Choose a status: DRAFT, ACTIVE, COMPLETED or TERMINATED.',
    );
    // The message says what to write; errorDetails name the field.
    const enquiry = await get('pm', '/proposals?enquiryId=x');
    expect(enquiry.statusCode).toBe(400);
    expect(enquiry.json().errorDetails).toEqual([expect.stringMatching(/^query\.enquiryId: /)]);
  });
});

describe('estimation methods', () => {
  it('lists the five methods of the master data, the person-day ones computing the amount', async () => {
    const methods = (await get('manager', '/estimation-methods')).json() as { code: string; computesAmount: boolean }[];
    expect(methods.map((m) => m.code)).toEqual(
      expect.arrayContaining(['FIXED_PRICE', 'TIME_AND_MATERIAL', 'FUNCTION_POINTS', 'PERSON_MONTHS', 'RETAINER']),
    );
    expect(methods.find((m) => m.code === 'TIME_AND_MATERIAL')?.computesAmount).toBe(true);
    expect(methods.find((m) => m.code === 'FIXED_PRICE')?.computesAmount).toBe(false);
  });

  it('is kept by MD: added, changed, and refused deletion (409) while proposals use it', async () => {
    expect((await post('pm', '/estimation-methods', { code: 'AGILE_POINTS', label: 'Agile points' })).statusCode).toBe(
      403,
    );
    const made = await post('md', '/estimation-methods', {
      code: 'agile_points',
      label: 'Agile points',
      computesAmount: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ code: 'AGILE_POINTS', computesAmount: true, active: true });
    expect((await post('md', '/estimation-methods', { code: 'AGILE_POINTS', label: 'Again' })).statusCode).toBe(409);
    const e = await enquiry((await company()).id, ['QUALIFIED']);
    await proposal(e.id, { estimationMethodId: made.json().id });
    const refused = await del('md', `/estimation-methods/${made.json().id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Proposals use this estimation method: turn it off instead of deleting it.');
    const off = await put('md', `/estimation-methods/${made.json().id}`, {
      code: 'AGILE_POINTS',
      label: 'Agile points',
      computesAmount: true,
      active: false,
    });
    expect(off.json().active).toBe(false);
    const unused = await post('md', '/estimation-methods', { code: 'UNUSED_ONE', label: 'Unused' });
    expect((await del('md', `/estimation-methods/${unused.json().id}`)).statusCode).toBe(204);
  });
});

describe('business enquiries', () => {
  it('records an enquiry as NEW with its company and owner, listed under its company', async () => {
    const c = await company();
    const e = await enquiry(c.id);
    const read = (await get('admin.head', `/businessEnquiry/${e.id}`)).json();
    expect(read).toMatchObject({
      companyName: c.name,
      status: 'NEW',
      source: 'REFERRAL',
      expectedValue: 100_000,
      ownerName: expect.any(String),
      proposalCount: 0,
    });
    const ofCompany = (await get('manager', `/businessEnquiry/company/${c.id}`)).json() as { id: number }[];
    expect(ofCompany.map((x) => x.id)).toEqual([e.id]);
    expect((await get('manager', '/businessEnquiry/company/2000000000')).statusCode).toBe(404);
    expect(
      ((await get('pm', `/businessEnquiry?search=${encodeURIComponent(c.name)}`)).json().items as { id: number }[]).map(
        (x) => x.id,
      ),
    ).toEqual([e.id]);
    expect(await audits('business-enquiry.create', e.id)).toBe(1);
  });

  it('refuses bad input with what to fix, and changes nothing', async () => {
    const before = await t.db.$count(businessEnquiries);
    const res = await post('pm', '/businessEnquiry', {
      companyId: 2_000_000_000,
      title: ' ',
      source: 'RADIO',
      receivedOn: '2026-02-30',
      ownerId: 1,
    });
    expect(res.statusCode).toBe(400);
    const details = res.json().errorDetails as string[];
    expect(details).toEqual(
      expect.arrayContaining([
        'title: Give a title.',
        'source: Choose a source: Referral, Website, Tender, Existing client or Other.',
      ]),
    );
    expect(details.some((d) => d.startsWith('receivedOn'))).toBe(true);
    const noCompany = await post('pm', '/businessEnquiry', {
      companyId: 2_000_000_000,
      title: 'X',
      source: 'OTHER',
      receivedOn: day(0),
      ownerId: await userId('pm'),
    });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().errorDetails).toEqual(['companyId: no company has the id 2000000000']);
    expect(await t.db.$count(businessEnquiries)).toBe(before);
  });

  it('goes NEW → QUALIFIED → PROPOSAL, never jumps from NEW to WON, and is LOST only with a reason', async () => {
    const c = await company();
    const e = await enquiry(c.id);
    const jump = await post('pm', `/businessEnquiry/${e.id}/status`, { status: 'WON' });
    expect(jump.statusCode).toBe(409);
    const skip = await post('pm', `/businessEnquiry/${e.id}/status`, { status: 'PROPOSAL' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('An enquiry that is NEW cannot become PROPOSAL: it can become QUALIFIED or LOST.');
    expect((await post('group.head', `/businessEnquiry/${e.id}/status`, { status: 'QUALIFIED' })).json().status).toBe(
      'QUALIFIED',
    );
    const noReason = await post('pm', `/businessEnquiry/${e.id}/status`, { status: 'LOST' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorDetails).toEqual(['lostReason: Give the reason the enquiry was lost.']);
    const lost = await post('pm', `/businessEnquiry/${e.id}/status`, { status: 'LOST', lostReason: 'Budget cut' });
    expect(lost.json()).toMatchObject({ status: 'LOST', lostReason: 'Budget cut' });
    const edit = await put('pm', `/businessEnquiry/${e.id}`, {
      companyId: c.id,
      title: 'Again',
      source: 'OTHER',
      receivedOn: day(0),
      ownerId: await userId('pm'),
    });
    expect(edit.statusCode).toBe(409);
    expect(await audits('business-enquiry.status', e.id)).toBe(2);
  });

  it('is written by BUSINESS_HEAD, GROUP_HEAD, PROJECT_MANAGER and MD only', async () => {
    const c = await company();
    const body = { companyId: c.id, title: 'Try', source: 'OTHER', receivedOn: day(0), ownerId: await userId('pm') };
    for (const who of ['finance.head', 'manager', 'admin.head', 'employee'])
      expect((await post(who, '/businessEnquiry', body)).statusCode, who).toBe(403);
    for (const who of ['business.head', 'group.head', 'pm', 'md'])
      expect((await post(who, '/businessEnquiry', body)).statusCode, who).toBe(201);
  });

  it('deletes an enquiry without proposals, and refuses (409) one with them', async () => {
    const c = await company();
    const bare = await enquiry(c.id);
    expect((await del('pm', `/businessEnquiry/${bare.id}`)).statusCode).toBe(204);
    const offered = await enquiry(c.id, ['QUALIFIED']);
    await proposal(offered.id);
    const refused = await del('pm', `/businessEnquiry/${offered.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The enquiry has 1 proposal: it cannot be deleted (mark it LOST instead).');
  });
});

describe('proposals', () => {
  it('is made only for a qualified enquiry', async () => {
    const e = await enquiry((await company()).id);
    const res = await post('pm', '/proposals', {
      enquiryId: e.id,
      estimationMethodId: await methodId('FIXED_PRICE'),
      amount: 1000,
      validUntil: day(10),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A proposal is made for a qualified enquiry: this one is NEW.');
  });

  it('computes the amount for a person-day method, asks for it for a fixed price, and numbers versions', async () => {
    const e = await enquiry((await company()).id, ['QUALIFIED']);
    const first = await proposal(e.id, { effortDays: 12.5, rate: 4000, amount: 1 });
    expect(first).toMatchObject({ version: 1, amount: 50_000, status: 'DRAFT' });
    const missing = await post('pm', '/proposals', {
      enquiryId: e.id,
      estimationMethodId: await methodId('TIME_AND_MATERIAL'),
      effortDays: 3,
      validUntil: day(10),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorDetails).toEqual(['rate: enter the rate per person-day']);
    const fixedMissing = await post('pm', '/proposals', {
      enquiryId: e.id,
      estimationMethodId: await methodId('FIXED_PRICE'),
      validUntil: day(10),
    });
    expect(fixedMissing.statusCode).toBe(400);
    expect(fixedMissing.json().errorDetails).toEqual(['amount: enter the amount']);
    const second = await proposal(e.id, { estimationMethodId: await methodId('FIXED_PRICE'), amount: 45_000 });
    expect(second).toMatchObject({ version: 2, amount: 45_000 });
    const list = (await get('manager', `/proposals?enquiryId=${e.id}`)).json() as {
      items: { version: number }[];
      total: number;
    };
    expect(list.items.map((p) => p.version)).toEqual([2, 1]);
    expect(list.total).toBe(2);
  });

  it('holds an uploaded document, readable by those who see its values', async () => {
    const e = await enquiry((await company()).id, ['QUALIFIED']);
    const up = await upload(t, await t.tokenOf('pm'), 'CONTRACT_DOCUMENT', {
      name: 'proposal.pdf',
      data: fixtures.pdf(),
      contentType: 'application/pdf',
    });
    expect(up.statusCode, up.body).toBe(201);
    const p = await proposal(e.id, { documentId: up.json().id });
    const read = (await get('finance.head', `/proposals/${p.id}`)).json();
    expect(read.document).toMatchObject({ id: up.json().id, name: 'proposal.pdf' });
    expect((await get('finance.head', read.document.downloadPath.replace(/^\/api/, ''))).statusCode).toBe(200);
  });

  it('goes DRAFT → SUBMITTED → ACCEPTED: submitting moves the enquiry to PROPOSAL, accepting wins it and rejects the other drafts', async () => {
    const e = await enquiry((await company()).id, ['QUALIFIED']);
    const other = await proposal(e.id);
    const p = await proposal(e.id);
    expect((await post('pm', `/proposals/${p.id}/status`, { status: 'ACCEPTED' })).statusCode).toBe(409);
    expect((await post('pm', `/proposals/${p.id}/status`, { status: 'SUBMITTED' })).json().enquiryStatus).toBe(
      'PROPOSAL',
    );
    const editSubmitted = await put('pm', `/proposals/${p.id}`, {
      enquiryId: e.id,
      estimationMethodId: await methodId('FIXED_PRICE'),
      amount: 5,
      validUntil: day(10),
    });
    expect(editSubmitted.statusCode).toBe(409);
    const accepted = await post('group.head', `/proposals/${p.id}/status`, { status: 'ACCEPTED' });
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', enquiryStatus: 'WON' });
    expect((await get('pm', `/proposals/${other.id}`)).json().status).toBe('REJECTED');
    expect(
      (
        await post('pm', '/proposals', {
          enquiryId: e.id,
          estimationMethodId: await methodId('FIXED_PRICE'),
          amount: 5,
          validUntil: day(10),
        })
      ).statusCode,
    ).toBe(409);
    expect(await audits('business-enquiry.proposal-accepted', e.id)).toBe(1);
    expect(await audits('proposal.accepted', p.id)).toBe(1);
    expect((await post('finance.head', `/proposals/${p.id}/status`, { status: 'REJECTED' })).statusCode).toBe(403);
  });

  it('deletes only a draft', async () => {
    const e = await enquiry((await company()).id, ['QUALIFIED']);
    const p = await proposal(e.id);
    await post('pm', `/proposals/${p.id}/status`, { status: 'SUBMITTED' });
    const refused = await del('pm', `/proposals/${p.id}`);
    expect(refused.statusCode).toBe(409);
    const draft = await proposal(e.id);
    expect((await del('pm', `/proposals/${draft.id}`)).statusCode).toBe(204);
    expect(await t.db.$count(proposals, eq(proposals.id, draft.id))).toBe(0);
  });
});

describe('contracts: registering them', () => {
  it('is registered from an accepted proposal once, and never from one that is not accepted', async () => {
    const won = await wonProposal();
    const made = await contract({ companyId: won.company.id, proposalId: won.proposal.id }, 'business.head');
    expect(made).toMatchObject({ status: 'DRAFT', value: 100_000 });
    expect((await get('pm', `/proposals/${won.proposal.id}`)).json().contractId).toBe(made.id);
    const twice = await post('md', '/contracts', {
      companyId: won.company.id,
      proposalId: won.proposal.id,
      number: unique('CTR'),
      title: 'Again',
      contractType: 'FIXED_PRICE',
      startDate: day(0),
      endDate: day(10),
      value: 10,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`The proposal became contract ${made.number} already.`);
    const e = await enquiry(won.company.id, ['QUALIFIED']);
    const draft = await proposal(e.id);
    const notAccepted = await post('md', '/contracts', {
      companyId: won.company.id,
      proposalId: draft.id,
      number: unique('CTR'),
      title: 'X',
      contractType: 'FIXED_PRICE',
      startDate: day(0),
      endDate: day(10),
      value: 10,
    });
    expect(notAccepted.statusCode).toBe(409);
    expect(await audits('contract.create', made.id)).toBe(1);
  });

  it('keeps numbers unique whatever their case, and checks type and dates', async () => {
    const c = await contract();
    const dup = await post('finance.head', '/contracts', {
      companyId: (await company()).id,
      number: c.number.toLowerCase(),
      title: 'X',
      contractType: 'FIXED_PRICE',
      startDate: day(0),
      endDate: day(10),
      value: 10,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Another contract has that number: contract numbers are unique.');
    const bad = await post('finance.head', '/contracts', {
      companyId: (await company()).id,
      number: unique('CTR'),
      title: 'X',
      contractType: 'BARTER',
      startDate: day(10),
      endDate: day(0),
      value: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorDetails).toEqual(expect.arrayContaining(['value: The value must be more than 0.']));
    const type = await post('finance.head', '/contracts', {
      companyId: (await company()).id,
      number: unique('CTR'),
      title: 'X',
      contractType: 'BARTER',
      startDate: day(0),
      endDate: day(10),
      value: 10,
    });
    expect(type.statusCode).toBe(400);
    expect(type.json().errorDetails).toEqual(['contractType: no contract type has the code BARTER']);
  });

  it('says what to fix in the words of the form: the field as labelled, a full sentence', async () => {
    const empty = await post('finance.head', '/contracts', {
      number: ' ',
      title: '',
      startDate: day(0),
      endDate: day(10),
      value: 10,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorDetails).toEqual(
      expect.arrayContaining([
        'companyId: Choose a company.',
        'number: Give a contract number.',
        'title: Give a title.',
        'contractType: Choose a contract type.',
      ]),
    );
    const c = await contract();
    const rateRefused = await post('finance.head', '/contractInvoices', {
      contractId: c.id,
      role: '',
      unit: 'WEEK',
      rate: 0,
      effectiveFrom: day(10),
      effectiveTo: day(0),
    });
    expect(rateRefused.json().errorDetails).toEqual(
      expect.arrayContaining([
        'role: Give a role or designation.',
        'unit: Choose a unit: Per hour, Per day or Per month.',
        'rate: The rate must be more than 0.',
      ]),
    );
    const contactRefused = await post('business.head', '/contract-poc', {
      contractId: c.id,
      side: 'THEIRS',
      name: '',
      email: '',
    });
    expect(contactRefused.json().errorDetails).toEqual(
      expect.arrayContaining(['side: Choose a side: Client or Ours.', 'name: Give a name.', 'email: Give an email.']),
    );
    const moved = await post('finance.head', `/contracts/${c.id}/status`, { status: 'SIGNED' });
    expect(moved.json().errorDetails).toEqual(['status: Choose a status: DRAFT, ACTIVE, COMPLETED or TERMINATED.']);
  });
});

describe('contracts: who sees and writes them, and their statuses', () => {
  it('hides values from L1 and ADMIN_HEAD, and is written by BUSINESS_HEAD, FINANCE_HEAD and MD only', async () => {
    const c = await contract();
    expect((await get('manager', `/contracts/${c.id}`)).json()).toMatchObject({ value: null, ceilingTotal: null });
    expect((await get('admin.head', `/contracts/${c.id}`)).json().value).toBeNull();
    expect((await get('pm', `/contracts/${c.id}`)).json().value).toBe(100_000);
    for (const who of ['pm', 'group.head', 'manager', 'admin.head']) {
      expect(
        (
          await post(who, '/contracts', {
            companyId: (await company()).id,
            number: unique('CTR'),
            title: 'X',
            contractType: 'FIXED_PRICE',
            startDate: day(0),
            endDate: day(10),
            value: 10,
          })
        ).statusCode,
        who,
      ).toBe(403);
    }
    expect((await get('employee', `/contracts/${c.id}`)).statusCode).toBe(403);
  });

  it('goes DRAFT → ACTIVE → COMPLETED, and a completed contract changes no more (nor its task orders)', async () => {
    const c = await contract();
    expect((await post('finance.head', `/contracts/${c.id}/status`, { status: 'COMPLETED' })).statusCode).toBe(409);
    expect((await post('finance.head', `/contracts/${c.id}/status`, { status: 'ACTIVE' })).json().status).toBe(
      'ACTIVE',
    );
    const to = await taskOrder(c.id);
    expect(to.statusCode).toBe(201);
    expect((await post('md', `/contracts/${c.id}/status`, { status: 'COMPLETED' })).json().status).toBe('COMPLETED');
    const edit = await put('finance.head', `/contracts/${c.id}`, {
      companyId: (await get('md', `/contracts/${c.id}`)).json().companyId,
      number: c.number,
      title: 'Changed',
      contractType: 'FIXED_PRICE',
      startDate: day(0),
      endDate: day(365),
      value: 100_000,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      `Contract ${c.number} is completed: it and its task orders, rates and contacts no longer change.`,
    );
    expect((await taskOrder(c.id)).statusCode).toBe(409);
    expect((await del('finance.head', `/contractTaskOrders/${to.json().id}`)).statusCode).toBe(409);
    expect((await post('md', `/contracts/${c.id}/status`, { status: 'ACTIVE' })).statusCode).toBe(409);
  });
});

describe('contracts: listing, deleting and documents', () => {
  it("lists a company's contracts, and refuses to delete one that task orders depend on", async () => {
    const co = await company();
    const c = await contract({ companyId: co.id });
    expect(((await get('manager', `/contracts/company/${co.id}`)).json() as { id: number }[]).map((x) => x.id)).toEqual(
      [c.id],
    );
    await taskOrder(c.id);
    const refused = await del('finance.head', `/contracts/${c.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Contract ${c.number} has 1 task order: delete it first.`);
    await taskOrder(c.id);
    await contact(c.id);
    expect((await del('finance.head', `/contracts/${c.id}`)).json().message).toBe(
      `Contract ${c.number} has 2 task orders and 1 point of contact: delete them first.`,
    );
    const bare = await contract();
    expect((await del('finance.head', `/contracts/${bare.id}`)).statusCode).toBe(204);
    expect(await t.db.$count(contracts, eq(contracts.id, bare.id))).toBe(0);
  });

  it('holds documents: attached on create, let go on update', async () => {
    const token = await t.tokenOf('finance.head');
    const a = (
      await upload(t, token, 'CONTRACT_DOCUMENT', {
        name: 'msa.pdf',
        data: fixtures.pdf(),
        contentType: 'application/pdf',
      })
    ).json();
    const b = (
      await upload(t, token, 'CONTRACT_DOCUMENT', {
        name: 'sow.pdf',
        data: fixtures.pdf(),
        contentType: 'application/pdf',
      })
    ).json();
    const c = await contract({ documentIds: [a.id, b.id] });
    const read = (await get('business.head', `/contracts/${c.id}`)).json();
    expect(read.documents.map((d: { name: string }) => d.name).sort()).toEqual(['msa.pdf', 'sow.pdf']);
    const kept = await put('finance.head', `/contracts/${c.id}`, {
      companyId: read.companyId,
      number: c.number,
      title: 'Build',
      contractType: 'TIME_AND_MATERIAL',
      startDate: day(0),
      endDate: day(365),
      value: 100_000,
      documentIds: [b.id],
    });
    expect(kept.json().documents.map((d: { name: string }) => d.name)).toEqual(['sow.pdf']);
  });
});

describe('contract task orders', () => {
  it('keeps dates inside the contract and ceilings within its value', async () => {
    const c = await contract();
    const early = await taskOrder(c.id, { startDate: day(-1) });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      `A task order runs inside its contract: ${formatIsoDate(day(0))} to ${formatIsoDate(day(365))}.`,
    );
    expect(early.json().errorDetails).toEqual([`startDate: is before the contract's start (${formatIsoDate(day(0))})`]);
    expect((await taskOrder(c.id, { endDate: day(400) })).statusCode).toBe(400);
    const a = await taskOrder(c.id, { ceilingValue: 60_000 });
    expect(a.statusCode).toBe(201);
    const over = await taskOrder(c.id, { ceilingValue: 40_000.01 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      "The task orders' ceilings would exceed the contract's value of ₹1,00,000.00: at most ₹40,000.00 is left.",
    );
    expect((await taskOrder(c.id, { ceilingValue: 40_000 })).statusCode).toBe(201);
    expect((await get('pm', `/contracts/${c.id}`)).json().ceilingTotal).toBe(100_000);
    const grow = await put('finance.head', `/contractTaskOrders/${a.json().id}`, {
      contractId: c.id,
      number: a.json().number,
      title: 'Phase',
      startDate: day(1),
      endDate: day(100),
      ceilingValue: 60_001,
    });
    expect(grow.statusCode).toBe(409);
    const shrink = await put('finance.head', `/contracts/${c.id}`, {
      companyId: (await get('pm', `/contracts/${c.id}`)).json().companyId,
      number: c.number,
      title: 'Build',
      contractType: 'TIME_AND_MATERIAL',
      startDate: day(0),
      endDate: day(365),
      value: 99_999,
    });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().message).toBe(
      "The task orders' ceilings come to ₹1,00,000.00: the contract's value cannot be less.",
    );
    const narrow = await put('finance.head', `/contracts/${c.id}`, {
      companyId: (await get('pm', `/contracts/${c.id}`)).json().companyId,
      number: c.number,
      title: 'Build',
      contractType: 'TIME_AND_MATERIAL',
      startDate: day(0),
      endDate: day(50),
      value: 100_000,
    });
    expect(narrow.statusCode).toBe(409);
    expect(narrow.json().message).toBe(
      `The task orders run from ${formatIsoDate(day(1))} to ${formatIsoDate(day(100))}: the contract's dates must hold them.`,
    );
    expect(await t.db.$count(contractTaskOrders, eq(contractTaskOrders.contractId, c.id))).toBe(2);
  });

  it("keeps numbers unique within a contract only, and lists a contract's task orders", async () => {
    const c = await contract();
    const other = await contract();
    expect((await taskOrder(c.id, { number: 'TO-1' })).statusCode).toBe(201);
    const dup = await taskOrder(c.id, { number: 'to-1', ceilingValue: 1 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Another task order of this contract has that number.');
    expect((await taskOrder(other.id, { number: 'TO-1' })).statusCode).toBe(201);
    const list = (await get('manager', `/contractTaskOrders/contract/${c.id}`)).json() as {
      number: string;
      ceilingValue: number | null;
    }[];
    expect(list).toEqual([expect.objectContaining({ number: 'TO-1', ceilingValue: null })]);
    expect(
      ((await get('pm', `/contractTaskOrders?contractId=${other.id}`)).json() as { number: string }[]).map(
        (x) => x.number,
      ),
    ).toEqual(['TO-1']);
    expect((await get('pm', '/contractTaskOrders/contract/2000000000')).statusCode).toBe(404);
    expect((await taskOrder(2_000_000_000)).statusCode).toBe(400);
  });

  it('refuses to delete a task order that invoice rates depend on', async () => {
    const c = await contract();
    const to = (await taskOrder(c.id)).json();
    expect((await rate(c.id, { taskOrderId: to.id })).statusCode).toBe(201);
    const refused = await del('finance.head', `/contractTaskOrders/${to.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Task order ${to.number} has 1 invoice rate: delete or move it first.`);
  });
});

describe('contract invoice rates', () => {
  it('refuses two overlapping rates for one role and unit, open-ended ones included', async () => {
    const c = await contract();
    expect((await rate(c.id)).statusCode).toBe(201);
    const overlap = await rate(c.id, { role: 'developer', effectiveFrom: day(100), effectiveTo: day(200) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(
      `A rate for developer per day runs from ${formatIsoDate(day(0))} to ${formatIsoDate(day(100))}: the dates overlap.`,
    );
    expect((await rate(c.id, { effectiveFrom: day(101), effectiveTo: null })).statusCode).toBe(201);
    expect((await rate(c.id, { effectiveFrom: day(300), effectiveTo: day(310) })).statusCode).toBe(409);
    expect((await rate(c.id, { unit: 'HOUR', rate: 500 })).statusCode).toBe(201);
    expect((await rate(c.id, { role: 'Tester' })).statusCode).toBe(201);
    expect((await rate(c.id, { effectiveFrom: day(10), effectiveTo: day(5) })).statusCode).toBe(400);
  });

  it('is hidden from L1 and ADMIN_HEAD, and refuses a task order of another contract', async () => {
    const c = await contract();
    const made = (await rate(c.id)).json();
    expect((await get('manager', `/contractInvoices?contractId=${c.id}`)).statusCode).toBe(403);
    expect((await get('admin.head', `/contractInvoices/${made.id}`)).statusCode).toBe(403);
    expect((await get('pm', `/contractInvoices?contractId=${c.id}`)).json()).toEqual([
      expect.objectContaining({ role: 'Developer', unit: 'DAY', rate: 4000 }),
    ]);
    const other = await contract();
    const foreign = (await taskOrder(other.id)).json();
    const res = await rate(c.id, { role: 'Lead', taskOrderId: foreign.id });
    expect(res.statusCode).toBe(400);
    expect(
      (
        await post('pm', '/contractInvoices', {
          contractId: c.id,
          role: 'PM',
          unit: 'DAY',
          rate: 1,
          effectiveFrom: day(0),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('changes and deletes a rate, audited', async () => {
    const c = await contract();
    const made = (await rate(c.id)).json();
    const changed = await put('finance.head', `/contractInvoices/${made.id}`, {
      contractId: c.id,
      role: 'Developer',
      unit: 'DAY',
      rate: 4500,
      effectiveFrom: day(0),
      effectiveTo: day(100),
    });
    expect(changed.json().rate).toBe(4500);
    expect((await del('finance.head', `/contractInvoices/${made.id}`)).statusCode).toBe(204);
    expect(await audits('contract-invoice-rate.update', made.id)).toBe(1);
    expect(await audits('contract-invoice-rate.delete', made.id)).toBe(1);
  });
});

describe('contract points of contact', () => {
  it('allows one primary per side', async () => {
    const c = await contract();
    expect((await contact(c.id)).statusCode).toBe(201);
    const second = await contact(c.id, { name: 'Ben Roy', email: 'ben@client.example' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("Asha Iyer is the primary client's side already: one primary per side.");
    expect((await contact(c.id, { name: 'Ben Roy', email: 'ben@client.example', isPrimary: false })).statusCode).toBe(
      201,
    );
    const ours = await contact(c.id, { side: 'OURS', name: 'Priya Nair', email: 'priya@staffdesk.example' });
    expect(ours.statusCode).toBe(201);
    const list = (await get('manager', `/contract-poc?contractId=${c.id}`)).json() as {
      name: string;
      side: string;
      isPrimary: boolean;
    }[];
    expect(list.map((x) => [x.side, x.name, x.isPrimary])).toEqual([
      ['CLIENT', 'Asha Iyer', true],
      ['CLIENT', 'Ben Roy', false],
      ['OURS', 'Priya Nair', true],
    ]);
  });

  it('refuses a bad email or phone, and moving a contact to another contract', async () => {
    const c = await contract();
    const bad = await contact(c.id, { email: 'asha', phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorDetails).toEqual(
      expect.arrayContaining(['email: Enter an email address such as name@example.com.']),
    );
    const made = (await contact(c.id)).json();
    const other = await contract();
    expect(
      (
        await put('business.head', `/contract-poc/${made.id}`, {
          contractId: other.id,
          side: 'CLIENT',
          name: 'Asha Iyer',
          email: 'asha@client.example',
        })
      ).statusCode,
    ).toBe(400);
    const demoted = await put('business.head', `/contract-poc/${made.id}`, {
      contractId: c.id,
      side: 'CLIENT',
      name: 'Asha Iyer',
      email: 'asha@client.example',
      isPrimary: false,
    });
    expect(demoted.json().isPrimary).toBe(false);
    expect((await del('business.head', `/contract-poc/${made.id}`)).statusCode).toBe(204);
    expect((await get('pm', `/contract-poc/${made.id}`)).statusCode).toBe(404);
  });
});

describe('the pipeline dashboard', () => {
  it('counts enquiries by status, the win rate, active contracts against ceilings and those ending within 60 days', async () => {
    const before = (await get('pm', '/dashboard/pipeline')).json();
    const won = await wonProposal();
    const c = await contract({ companyId: won.company.id, proposalId: won.proposal.id, endDate: day(30) });
    await post('finance.head', `/contracts/${c.id}/status`, { status: 'ACTIVE' });
    await taskOrder(c.id, { endDate: day(20), ceilingValue: 30_000 });
    const after = (await get('pm', '/dashboard/pipeline')).json();
    const wonCount = (d: { enquiriesByStatus: { status: string; count: number }[] }) =>
      d.enquiriesByStatus.find((s) => s.status === 'WON')!.count;
    expect(wonCount(after)).toBe(wonCount(before) + 1);
    expect(after.proposals.accepted).toBe(before.proposals.accepted + 1);
    expect(after.activeContracts).toContainEqual(
      expect.objectContaining({ id: c.id, value: 100_000, ceilingTotal: 30_000 }),
    );
    expect(after.endingSoon).toContainEqual(expect.objectContaining({ id: c.id, daysLeft: 30 }));
    const hidden = (await get('manager', '/dashboard/pipeline')).json();
    expect(hidden.valuesShown).toBe(false);
    expect(hidden.activeContracts.find((x: { id: number }) => x.id === c.id)).toMatchObject({
      value: null,
      ceilingTotal: null,
    });
    expect((await get('employee', '/dashboard/pipeline')).statusCode).toBe(403);
  });

  it('shows the demo pipeline: enquiries in every status and two active contracts', async () => {
    const d = (await get('md', '/dashboard/pipeline')).json() as {
      enquiriesByStatus: { count: number }[];
      activeContracts: { number: string }[];
    };
    expect(d.enquiriesByStatus.every((s) => s.count > 0)).toBe(true);
    expect(d.activeContracts.map((c) => c.number)).toEqual(expect.arrayContaining(['CTR-2026-001', 'CTR-2026-002']));
  });
});
