import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, can } from '@staffdesk/shared/roles';
import { createTestApp, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema/identity';
import { fixtures, upload } from '../files/test-helpers';
import { HIDDEN_VALUES } from './contract-values';

/**
 * Every field SEE_CONTRACT_VALUES hides, on every path that carries it: null (a file: 404, a sort by it: 400)
 * for those who work on contracts without seeing values, the value for those who see them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** L1 and ADMIN_HEAD: they read the section (HANDLE_CONTRACTS) but not its values. */
const HIDDEN_FROM = ['manager', 'admin.head'] as const;
const SHOWN_TO = ['finance.head', 'business.head', 'group.head', 'pm', 'md'] as const;

const DAY = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const unique = (prefix: string) => `${prefix} ${process.pid}-${Date.now()}`;

async function call(username: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.as(await t.tokenOf(username), { method, url: `/api${url}`, payload });
}
async function made<T = { id: number }>(username: string, url: string, payload: object, status = 201): Promise<T> {
  const res = await call(username, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
async function read(username: string, url: string): Promise<unknown> {
  const res = await call(username, 'GET', url);
  expect(res.statusCode, `${username} GET ${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** An accepted proposal with its document, the contract registered from it with its own, and a task order. */
interface Pipeline {
  companyId: number;
  companyName: string;
  proposalId: number;
  proposalDocument: string;
  contractId: number;
  contractDocument: string;
  taskOrderId: number;
}
let p: Pipeline;

async function pdf(username: string, name: string): Promise<string> {
  const res = await upload(t, await t.tokenOf(username), 'CONTRACT_DOCUMENT', {
    name,
    data: fixtures.pdf(),
    contentType: 'application/pdf',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  const companyName = unique('Values Company');
  const company = await made('business.head', '/contractCompanies', { name: companyName, countryCode: 'IN' });
  const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'pm'));
  const enquiry = await made('business.head', '/businessEnquiry', {
    companyId: company.id,
    title: unique('Values enquiry'),
    source: 'REFERRAL',
    receivedOn: day(-3),
    ownerId: owner!.id,
  });
  await made('business.head', `/businessEnquiry/${enquiry.id}/status`, { status: 'QUALIFIED' }, 200);
  const methods = (await read('pm', '/estimation-methods')) as { id: number; code: string }[];
  const proposalDocument = await pdf('pm', 'offer.pdf');
  const proposal = await made('pm', '/proposals', {
    enquiryId: enquiry.id,
    estimationMethodId: methods.find((m) => m.code === 'TIME_AND_MATERIAL')!.id,
    effortDays: 10,
    rate: 5000,
    validUntil: day(30),
    documentId: proposalDocument,
  });
  await made('pm', `/proposals/${proposal.id}/status`, { status: 'SUBMITTED' }, 200);
  await made('business.head', `/proposals/${proposal.id}/status`, { status: 'ACCEPTED' }, 200);
  const contractDocument = await pdf('finance.head', 'msa.pdf');
  const contract = await made('finance.head', '/contracts', {
    companyId: company.id,
    proposalId: proposal.id,
    number: unique('CTR-VALUES').replace(/\s/g, ''),
    title: 'Values build',
    contractType: 'TIME_AND_MATERIAL',
    startDate: day(0),
    endDate: day(365),
    value: 50_000,
    documentIds: [contractDocument],
  });
  await made('finance.head', `/contracts/${contract.id}/status`, { status: 'ACTIVE' }, 200);
  const taskOrder = await made('finance.head', '/contractTaskOrders', {
    contractId: contract.id,
    number: 'TO-1',
    title: 'Phase',
    startDate: day(1),
    endDate: day(100),
    ceilingValue: 20_000,
  });
  p = {
    companyId: company.id,
    companyName,
    proposalId: proposal.id,
    proposalDocument,
    contractId: contract.id,
    contractDocument,
    taskOrderId: taskOrder.id,
  };
});

type Row = Record<string, unknown>;
const byId = (id: () => number) => (body: unknown) =>
  ((Array.isArray(body) ? body : (body as { items: Row[] }).items) as Row[]).find((row) => row.id === id());
const itself = (body: unknown) => body as Row;

/** A path that carries one of the views, and how its row of the pipeline above is found in the answer. */
interface ValuePath {
  route: string;
  url: () => string;
  row: (body: unknown) => Row | undefined;
}

const search = () => `search=${encodeURIComponent(p.companyName)}`;
const PATHS: { [V in keyof typeof HIDDEN_VALUES]: ValuePath[] } = {
  contract: [
    { route: '/contracts', url: () => `/contracts?${search()}`, row: byId(() => p.contractId) },
    { route: '/contracts/{id}', url: () => `/contracts/${p.contractId}`, row: itself },
    { route: '/contracts/company/{id}', url: () => `/contracts/company/${p.companyId}`, row: byId(() => p.contractId) },
  ],
  proposal: [
    { route: '/proposals', url: () => `/proposals?${search()}`, row: byId(() => p.proposalId) },
    { route: '/proposals/{id}', url: () => `/proposals/${p.proposalId}`, row: itself },
  ],
  taskOrder: [
    {
      route: '/contractTaskOrders',
      url: () => `/contractTaskOrders?contractId=${p.contractId}`,
      row: byId(() => p.taskOrderId),
    },
    { route: '/contractTaskOrders/{id}', url: () => `/contractTaskOrders/${p.taskOrderId}`, row: itself },
    {
      route: '/contractTaskOrders/contract/{id}',
      url: () => `/contractTaskOrders/contract/${p.contractId}`,
      row: byId(() => p.taskOrderId),
    },
  ],
  activeContract: [
    {
      route: '/dashboard/pipeline',
      url: () => '/dashboard/pipeline',
      row: (body) => (body as { activeContracts: Row[] }).activeContracts.find((row) => row.id === p.contractId),
    },
  ],
};

/** What each hidden field holds for those who see it, written out. */
const VALUES: { [V in keyof typeof HIDDEN_VALUES]: Record<(typeof HIDDEN_VALUES)[V][number], () => unknown> } = {
  contract: {
    value: () => 50_000,
    ceilingTotal: () => 20_000,
    proposalId: () => p.proposalId,
    documents: () => [expect.objectContaining({ id: p.contractDocument, name: 'msa.pdf' })],
  },
  proposal: {
    effortDays: () => 10,
    rate: () => 5000,
    amount: () => 50_000,
    contractId: () => p.contractId,
    document: () => expect.objectContaining({ id: p.proposalDocument, name: 'offer.pdf' }),
  },
  taskOrder: { ceilingValue: () => 20_000 },
  activeContract: { value: () => 50_000, ceilingTotal: () => 20_000 },
};

describe('who sees contract values', () => {
  it('is everyone who works on contracts but L1 and ADMIN_HEAD, the roles this file tests on both sides', () => {
    expect(
      ROLES.filter((role) => can([role], 'HANDLE_CONTRACTS') && !can([role], 'SEE_CONTRACT_VALUES')).sort(),
    ).toEqual(['ADMIN_HEAD', 'L1']);
    expect(ROLES.filter((role) => can([role], 'SEE_CONTRACT_VALUES')).sort()).toEqual([
      'BUSINESS_HEAD',
      'FINANCE_HEAD',
      'GROUP_HEAD',
      'MD',
      'PROJECT_MANAGER',
    ]);
  });

  it('hides exactly the fields this file tests', () => {
    for (const view of Object.keys(HIDDEN_VALUES) as (keyof typeof HIDDEN_VALUES)[]) {
      expect([...HIDDEN_VALUES[view]].sort(), view).toEqual(Object.keys(VALUES[view]).sort());
    }
  });
});

for (const view of Object.keys(HIDDEN_VALUES) as (keyof typeof HIDDEN_VALUES)[]) {
  describe(`a ${view}'s values`, () => {
    for (const field of HIDDEN_VALUES[view]) {
      for (const path of PATHS[view]) {
        it(`${field} on GET ${path.route}: null for L1 and ADMIN_HEAD, the value for those who see values`, async () => {
          for (const username of [...HIDDEN_FROM, ...SHOWN_TO]) {
            const row = path.row(await read(username, path.url()));
            expect(row, `${username}: the row is listed`).toBeDefined();
            const expected = (HIDDEN_FROM as readonly string[]).includes(username)
              ? null
              : (VALUES[view] as Record<string, () => unknown>)[field]!();
            expect(row![field], `${username} reads ${field}`).toEqual(expected);
          }
        });
      }
    }
  });
}

describe('the documents of contracts and proposals', () => {
  for (const [what, file] of [
    ["a contract's", () => p.contractDocument],
    ["a proposal's", () => p.proposalDocument],
  ] as const) {
    it(`${what} is no such file (404) to L1 and ADMIN_HEAD, and downloads for those who see values`, async () => {
      for (const username of HIDDEN_FROM) {
        const res = await call(username, 'GET', `/files/downloadFile/${file()}`);
        expect(res.statusCode, username).toBe(404);
        expect(res.json().message).toBe('No such file.');
      }
      for (const username of SHOWN_TO) {
        const res = await call(username, 'GET', `/files/downloadFile/${file()}`);
        expect(res.statusCode, username).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      }
    });
  }
});

describe('the proposal list sorted by amount', () => {
  it('is refused (400) to L1 and ADMIN_HEAD, whom the order would tell the amounts, and sorts for those who see them', async () => {
    for (const username of HIDDEN_FROM) {
      const res = await call(username, 'GET', `/proposals?${search()}&sort=amount`);
      expect(res.statusCode, username).toBe(400);
      expect(res.json()).toEqual({
        message: 'Sort by another column: the amount is not shown to your roles.',
        errorDetails: ['sort: amount is not shown to your roles'],
      });
      expect((await call(username, 'GET', `/proposals?${search()}&sort=validUntil`)).statusCode, username).toBe(200);
    }
    for (const username of SHOWN_TO)
      expect((await call(username, 'GET', `/proposals?${search()}&sort=amount`)).statusCode, username).toBe(200);
  });
});
