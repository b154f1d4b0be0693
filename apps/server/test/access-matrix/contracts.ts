import type { Role } from '@staffdesk/shared/roles';
import { addDays } from '@staffdesk/shared/dates';
import {
  businessEnquiries,
  contractCompanies,
  contractInvoiceRates,
  contractPointsOfContact,
  contractTaskOrders,
  contracts,
  estimationMethods,
  proposals,
} from '../../src/db/schema/contracts';
import {
  auditedRecord,
  fileRecord,
  hasRoleIn,
  made,
  rolesIn,
  rowsOf,
  seenBy,
  uploaded,
  type Asker,
  type MatrixContext,
  type MatrixFamily,
  type MatrixRecord,
} from './matrix';

/**
 * The pipeline's and contracts' roles, written out: the section's roles read everything in it; values and
 * what carries them are hidden from L1 and ADMIN_HEAD; the other roles, ADMIN among them as on the screens,
 * get 403 on every path.
 */
const SECTION: readonly Role[] = [
  'MD',
  'L1',
  'FINANCE_HEAD',
  'BUSINESS_HEAD',
  'ADMIN_HEAD',
  'GROUP_HEAD',
  'PROJECT_MANAGER',
];
const PIPELINE: readonly Role[] = ['BUSINESS_HEAD', 'GROUP_HEAD', 'PROJECT_MANAGER', 'MD'];
const CONTRACTS: readonly Role[] = ['BUSINESS_HEAD', 'FINANCE_HEAD', 'MD'];
const SEE_VALUES: readonly Role[] = SECTION.filter((role) => role !== 'L1' && role !== 'ADMIN_HEAD');
/** Whoever works on enquiries or contracts adds companies. */
const COMPANIES: readonly Role[] = [...new Set([...PIPELINE, ...CONTRACTS])];
const METHODS: readonly Role[] = ['MD'];

const seesValues = hasRoleIn(SEE_VALUES);

/** Values shown exactly to those who may see them. */
function valuesShown(...fields: string[]) {
  return (asker: Asker, _owner: Asker, body: unknown): string | undefined => {
    const rows = Array.isArray(body) ? (body as Record<string, unknown>[]) : [body as Record<string, unknown>];
    if (rows.length === 0) return 'no rows to check';
    for (const row of rows) {
      const field = fields.find((f) => (row[f] !== null) !== seesValues(asker));
      if (field) return `${field}: ${JSON.stringify(row[field])}`;
    }
    return undefined;
  };
}

/** An accepted proposal's amount is its contract's value. */
const PROPOSAL_VALUES = ['effortDays', 'rate', 'amount', 'contractId', 'document'];
const CONTRACT_VALUES = ['value', 'ceilingTotal', 'proposalId', 'documents'];

// ---------- records, made by MD (who holds every grant) ----------

const MAKER = 'md';

async function company(ctx: MatrixContext): Promise<number> {
  return (
    await made<{ id: number }>(ctx, MAKER, 'POST', '/api/contractCompanies', {
      name: `Matrix Company ${ctx.next()}`,
      industry: 'Software',
      countryCode: 'IN',
      stateCode: 'KA',
    })
  ).id;
}

/** Made once per app. */
let shared: Promise<number> | undefined;
const sharedCompany = (ctx: MatrixContext) => (shared ??= company(ctx));

async function enquiry(ctx: MatrixContext, statuses: readonly string[] = []): Promise<number> {
  const body = {
    companyId: await sharedCompany(ctx),
    title: `Matrix enquiry ${ctx.next()}`,
    source: 'REFERRAL',
    expectedValue: 50_000,
    receivedOn: addDays(ctx.today, -3),
    ownerId: ctx.asker('pm').id,
  };
  const { id } = await made<{ id: number }>(ctx, MAKER, 'POST', '/api/businessEnquiry', body);
  for (const status of statuses) await made(ctx, MAKER, 'POST', `/api/businessEnquiry/${id}/status`, { status }, 200);
  return id;
}

let method: Promise<number> | undefined;
const timeAndMaterial = (ctx: MatrixContext) =>
  (method ??= made<{ id: number; code: string }[]>(ctx, MAKER, 'GET', '/api/estimation-methods', undefined, 200).then(
    (all) => all.find((m) => m.code === 'TIME_AND_MATERIAL')!.id,
  ));

const proposalBody = async (ctx: MatrixContext, enquiryId: number) => ({
  enquiryId,
  estimationMethodId: await timeAndMaterial(ctx),
  effortDays: 10,
  rate: 5000,
  validUntil: addDays(ctx.today, 30),
});
async function proposal(ctx: MatrixContext): Promise<number> {
  const enquiryId = await enquiry(ctx, ['QUALIFIED']);
  return (await made<{ id: number }>(ctx, MAKER, 'POST', '/api/proposals', await proposalBody(ctx, enquiryId))).id;
}

const contractBody = async (ctx: MatrixContext) => ({
  companyId: await sharedCompany(ctx),
  number: `CTR-MATRIX-${ctx.next()}`,
  title: 'Matrix build',
  contractType: 'TIME_AND_MATERIAL',
  startDate: ctx.today,
  endDate: addDays(ctx.today, 365),
  value: 100_000,
});
async function contract(ctx: MatrixContext): Promise<number> {
  return (await made<{ id: number }>(ctx, MAKER, 'POST', '/api/contracts', await contractBody(ctx))).id;
}

/** Every value an accepted proposal and its contract carry, filled. */
async function registered(ctx: MatrixContext) {
  const enquiryId = await enquiry(ctx, ['QUALIFIED']);
  const proposalDocument = await uploaded(ctx, MAKER, 'CONTRACT_DOCUMENT');
  const { id: proposalId } = await made<{ id: number }>(ctx, MAKER, 'POST', '/api/proposals', {
    ...(await proposalBody(ctx, enquiryId)),
    documentId: proposalDocument,
  });
  for (const status of ['SUBMITTED', 'ACCEPTED'])
    await made(ctx, MAKER, 'POST', `/api/proposals/${proposalId}/status`, { status }, 200);
  const contractDocument = await uploaded(ctx, MAKER, 'CONTRACT_DOCUMENT');
  const { id: contractId } = await made<{ id: number }>(ctx, MAKER, 'POST', '/api/contracts', {
    ...(await contractBody(ctx)),
    proposalId,
    documentIds: [contractDocument],
  });
  return { proposalId, proposalDocument, contractId, contractDocument };
}

const taskOrderBody = (ctx: MatrixContext, contractId: number) => ({
  contractId,
  number: `TO-${ctx.next()}`,
  title: 'Phase',
  startDate: addDays(ctx.today, 1),
  endDate: addDays(ctx.today, 100),
  ceilingValue: 10_000,
});
const rateBody = (ctx: MatrixContext, contractId: number) => ({
  contractId,
  role: `Developer ${ctx.next()}`,
  unit: 'DAY',
  rate: 4000,
  effectiveFrom: ctx.today,
  effectiveTo: addDays(ctx.today, 100),
});
const contactBody = (contractId: number) => ({
  contractId,
  side: 'CLIENT',
  name: 'Asha Iyer',
  email: 'asha@client.example',
  isPrimary: false,
});

async function part(
  ctx: MatrixContext,
  url: string,
  body: (contractId: number) => unknown,
): Promise<{ id: number; contractId: number }> {
  const contractId = await contract(ctx);
  return { ...(await made<{ id: number }>(ctx, MAKER, 'POST', `/api${url}`, body(contractId))), contractId };
}

const noChange = (id: number): MatrixRecord => ({ id, state: async () => undefined });

// ---------- the family ----------

const companyRecord = async (ctx: MatrixContext) =>
  auditedRecord(ctx, contractCompanies, 'contract-company', await company(ctx));
const methodRecord = async (ctx: MatrixContext) =>
  auditedRecord(
    ctx,
    estimationMethods,
    'estimation-method',
    (
      await made<{ id: number }>(ctx, MAKER, 'POST', '/api/estimation-methods', {
        code: `MATRIX_${ctx.next()}`,
        label: 'Matrix method',
      })
    ).id,
  );
const enquiryRecord = async (ctx: MatrixContext) =>
  auditedRecord(ctx, businessEnquiries, 'business-enquiry', await enquiry(ctx));
const proposalRecord = async (ctx: MatrixContext) => auditedRecord(ctx, proposals, 'proposal', await proposal(ctx));
const contractRecord = async (ctx: MatrixContext) => auditedRecord(ctx, contracts, 'contract', await contract(ctx));
const taskOrderRecord = async (ctx: MatrixContext) =>
  auditedRecord(
    ctx,
    contractTaskOrders,
    'contract-task-order',
    (await part(ctx, '/contractTaskOrders', (c) => taskOrderBody(ctx, c))).id,
  );
const rateRecord = async (ctx: MatrixContext) =>
  auditedRecord(
    ctx,
    contractInvoiceRates,
    'contract-invoice-rate',
    (await part(ctx, '/contractInvoices', (c) => rateBody(ctx, c))).id,
  );
const contactRecord = async (ctx: MatrixContext) =>
  auditedRecord(ctx, contractPointsOfContact, 'contract-poc', (await part(ctx, '/contract-poc', contactBody)).id);

/** A part's PUT body must repeat its contract. */
const contractOf = async (r: MatrixRecord) =>
  ((await r.state()) as { row: { contractId: number }[] }).row[0]!.contractId;

export const pipelineMatrix: MatrixFamily = {
  name: 'pipeline and contracts',
  seed: async (ctx) => {
    const contractId = await contract(ctx);
    await made(ctx, MAKER, 'POST', `/api/contracts/${contractId}/status`, { status: 'ACTIVE' }, 200);
    await made(ctx, MAKER, 'POST', '/api/contractTaskOrders', taskOrderBody(ctx, contractId));
    await made(ctx, MAKER, 'POST', '/api/contractInvoices', rateBody(ctx, contractId));
    await made(ctx, MAKER, 'POST', '/api/contract-poc', contactBody(contractId));
    await proposal(ctx);
    await registered(ctx);
  },
  routes: [
    // Values and ceilings only to those who may see them.
    {
      route: 'GET /contractCompanies/{id}',
      record: async (ctx) => noChange(await company(ctx)),
      expect: rolesIn(SECTION),
    },
    {
      route: 'GET /businessEnquiry/{id}',
      record: async (ctx) => noChange(await enquiry(ctx)),
      expect: rolesIn(SECTION),
    },
    {
      route: 'GET /businessEnquiry/company/{id}',
      record: async (ctx) => noChange(await sharedCompany(ctx)),
      expect: rolesIn(SECTION),
    },
    {
      route: 'GET /proposals/{id}',
      record: async (ctx) => noChange((await registered(ctx)).proposalId),
      expect: rolesIn(SECTION),
      check: valuesShown(...PROPOSAL_VALUES),
    },
    {
      route: 'GET /contracts/{id}',
      record: async (ctx) => noChange((await registered(ctx)).contractId),
      expect: rolesIn(SECTION),
      check: valuesShown(...CONTRACT_VALUES),
    },
    // The documents carry the value.
    {
      route: 'GET /files/downloadFile/{id}',
      label: "a contract's document",
      record: async (ctx) => fileRecord(ctx, (await registered(ctx)).contractDocument),
      expect: seenBy(seesValues),
    },
    {
      route: 'GET /files/downloadFile/{id}',
      label: "a proposal's document",
      record: async (ctx) => fileRecord(ctx, (await registered(ctx)).proposalDocument),
      expect: seenBy(seesValues),
    },
    {
      route: 'GET /contracts/company/{id}',
      record: async (ctx) => {
        await contract(ctx);
        return noChange(await sharedCompany(ctx));
      },
      expect: rolesIn(SECTION),
      check: valuesShown('value'),
    },
    {
      route: 'GET /contractTaskOrders/{id}',
      record: async (ctx) => noChange((await part(ctx, '/contractTaskOrders', (c) => taskOrderBody(ctx, c))).id),
      expect: rolesIn(SECTION),
      check: valuesShown('ceilingValue'),
    },
    {
      route: 'GET /contractTaskOrders/contract/{id}',
      record: async (ctx) =>
        noChange((await part(ctx, '/contractTaskOrders', (c) => taskOrderBody(ctx, c))).contractId),
      expect: rolesIn(SECTION),
      check: valuesShown('ceilingValue'),
    },
    {
      route: 'GET /contractInvoices/{id}',
      record: async (ctx) => noChange((await part(ctx, '/contractInvoices', (c) => rateBody(ctx, c))).id),
      expect: rolesIn(SEE_VALUES),
    },
    {
      route: 'GET /contract-poc/{id}',
      record: async (ctx) => noChange((await part(ctx, '/contract-poc', contactBody)).id),
      expect: rolesIn(SECTION),
    },
    {
      route: 'PUT /contractCompanies/{id}',
      record: companyRecord,
      body: (ctx) => ({ name: `Matrix Company ${ctx.next()}`, countryCode: 'IN' }),
      expect: rolesIn(COMPANIES),
    },
    { route: 'DELETE /contractCompanies/{id}', record: companyRecord, expect: rolesIn(COMPANIES, 204) },
    {
      route: 'PUT /estimation-methods/{id}',
      record: methodRecord,
      body: (ctx) => ({ code: `MATRIX_${ctx.next()}`, label: 'Matrix method, renamed' }),
      expect: rolesIn(METHODS),
    },
    { route: 'DELETE /estimation-methods/{id}', record: methodRecord, expect: rolesIn(METHODS, 204) },
    {
      route: 'PUT /businessEnquiry/{id}',
      record: enquiryRecord,
      body: async (ctx) => ({
        companyId: await sharedCompany(ctx),
        title: `Matrix enquiry ${ctx.next()}`,
        source: 'REFERRAL',
        receivedOn: addDays(ctx.today, -2),
        ownerId: ctx.asker('pm').id,
      }),
      expect: rolesIn(PIPELINE),
    },
    {
      route: 'POST /businessEnquiry/{id}/status',
      record: enquiryRecord,
      body: () => ({ status: 'QUALIFIED' }),
      expect: rolesIn(PIPELINE),
    },
    { route: 'DELETE /businessEnquiry/{id}', record: enquiryRecord, expect: rolesIn(PIPELINE, 204) },
    {
      route: 'PUT /proposals/{id}',
      record: proposalRecord,
      body: async (ctx, r) => ({
        ...(await proposalBody(ctx, ((await r.state()) as { row: { enquiryId: number }[] }).row[0]!.enquiryId)),
        effortDays: 12,
      }),
      expect: rolesIn(PIPELINE),
    },
    {
      route: 'POST /proposals/{id}/status',
      record: proposalRecord,
      body: () => ({ status: 'SUBMITTED' }),
      expect: rolesIn(PIPELINE),
    },
    { route: 'DELETE /proposals/{id}', record: proposalRecord, expect: rolesIn(PIPELINE, 204) },
    { route: 'PUT /contracts/{id}', record: contractRecord, body: contractBody, expect: rolesIn(CONTRACTS) },
    {
      route: 'POST /contracts/{id}/status',
      record: contractRecord,
      body: () => ({ status: 'ACTIVE' }),
      expect: rolesIn(CONTRACTS),
    },
    { route: 'DELETE /contracts/{id}', record: contractRecord, expect: rolesIn(CONTRACTS, 204) },
    {
      route: 'PUT /contractTaskOrders/{id}',
      record: taskOrderRecord,
      body: async (ctx, r) => taskOrderBody(ctx, await contractOf(r)),
      expect: rolesIn(CONTRACTS),
    },
    { route: 'DELETE /contractTaskOrders/{id}', record: taskOrderRecord, expect: rolesIn(CONTRACTS, 204) },
    {
      route: 'PUT /contractInvoices/{id}',
      record: rateRecord,
      body: async (ctx, r) => rateBody(ctx, await contractOf(r)),
      expect: rolesIn(CONTRACTS),
    },
    { route: 'DELETE /contractInvoices/{id}', record: rateRecord, expect: rolesIn(CONTRACTS, 204) },
    {
      route: 'PUT /contract-poc/{id}',
      record: contactRecord,
      body: async (ctx, r) => ({ ...contactBody(await contractOf(r)), name: 'Ravi Rao' }),
      expect: rolesIn(CONTRACTS),
    },
    { route: 'DELETE /contract-poc/{id}', record: contactRecord, expect: rolesIn(CONTRACTS, 204) },
  ],
  lists: [
    { url: '/contractCompanies', expect: rolesIn(SECTION), visible: () => true },
    { url: '/estimation-methods', expect: rolesIn(SECTION), visible: () => true },
    { url: '/businessEnquiry', expect: rolesIn(SECTION), visible: () => true },
    {
      url: '/proposals',
      expect: rolesIn(SECTION),
      visible: (asker, row) =>
        seesValues(asker) ? row.amount !== null : PROPOSAL_VALUES.every((f) => row[f] === null),
    },
    // Sorted by amount, the order would tell the amounts.
    {
      url: '/proposals?sort=amount',
      expect: (asker) => (seesValues(asker) ? 200 : rolesIn(SECTION, 400)(asker, asker)),
      visible: (_asker, row) => row.amount !== null,
    },
    {
      url: '/contracts',
      expect: rolesIn(SECTION),
      visible: (asker, row) =>
        seesValues(asker)
          ? row.value !== null && row.ceilingTotal !== null
          : CONTRACT_VALUES.every((f) => row[f] === null),
    },
    {
      url: '/contractTaskOrders',
      expect: rolesIn(SECTION),
      visible: (asker, row) => (row.ceilingValue !== null) === seesValues(asker),
    },
    { url: '/contractInvoices', expect: rolesIn(SEE_VALUES), visible: () => true },
    { url: '/contract-poc', expect: rolesIn(SECTION), visible: () => true },
    {
      url: '/dashboard/pipeline',
      expect: rolesIn(SECTION),
      rows: (body) => rowsOf((body as { activeContracts?: unknown[] }).activeContracts ?? []),
      visible: (asker, row) =>
        Object.entries(row).every(([key, v]) => !/value|ceiling/i.test(key) || (v !== null) === seesValues(asker)),
    },
  ],
};
