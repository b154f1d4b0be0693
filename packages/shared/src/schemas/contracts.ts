import { z } from 'zod';
import { ZIdSchema, ZIdTextSchema, ZIsoDateSchema } from './common';
import { ZFileIdSchema, ZUploadedFileSchema } from './files';

/**
 * The business side of project management (DOMAIN.md, "Project management"): contract companies, business
 * enquiries, estimation methods, proposals, contracts and what hangs off a contract (task orders, invoice
 * rates, points of contact), and the pipeline dashboard.
 */

// ---------- shared pieces ----------

/** The largest money amount these forms take (ours: the spec names none). */
export const MAX_MONEY = 10_000_000_000;
const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

export function moneySchema(what: string) {
  return z
    .number({ error: `Enter the ${what} as a number.` })
    .positive(`The ${what} must be more than zero.`)
    .max(MAX_MONEY, `The ${what} can be at most ${MAX_MONEY.toLocaleString('en-IN')}.`)
    .refine(twoDecimals, `The ${what} can have at most two decimals.`);
}

const ZCurrencySchema = z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'The currency must be a three-letter code such as INR.').default('INR');

function text(what: string, max: number) {
  return z.string({ error: `${what} is required` }).trim().min(1, `Enter the ${what.toLowerCase()}.`).max(max, `The ${what.toLowerCase()} can be at most ${max} characters.`);
}
function optionalText(what: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `The ${what.toLowerCase()} can be at most ${max} characters.`)
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null);
}

/** `?contractId=`, `?enquiryId=` … filters of a list. */
export const ZContractFilterQuerySchema = z.object({ contractId: ZIdTextSchema.optional() });

// ---------- contract companies ----------

export const ZContractCompanyRequestSchema = z.object({
  name: text('Name', 200),
  industry: optionalText('Industry', 100),
  website: z
    .string()
    .trim()
    .max(300, 'The website can be at most 300 characters.')
    .refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), 'The website must be an address such as https://example.com.')
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null),
  address: optionalText('Address', 500),
  countryCode: z
    .string({ error: 'Pick the country.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Pick the country (a two-letter code such as IN).'),
  stateCode: optionalText('State', 10),
  taxId: optionalText('Tax id', 50),
});
export type TContractCompanyRequest = z.input<typeof ZContractCompanyRequestSchema>;

export const ZContractCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  countryCode: z.string(),
  countryName: z.string(),
  stateCode: z.string().nullable(),
  stateName: z.string().nullable(),
  taxId: z.string().nullable(),
  enquiryCount: z.number().int(),
  contractCount: z.number().int(),
});
export type TContractCompany = z.infer<typeof ZContractCompanySchema>;

// ---------- estimation methods ----------

export const ZEstimationMethodRequestSchema = z.object({
  code: z
    .string({ error: 'code is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'The code must be 2 to 40 capital letters, digits or underscores, starting with a letter.'),
  label: text('Label', 100),
  computesAmount: z.boolean().default(false).describe('Amount = effort (person-days) × rate; otherwise the amount is entered'),
  active: z.boolean().default(true),
});
export type TEstimationMethodRequest = z.input<typeof ZEstimationMethodRequestSchema>;

export const ZEstimationMethodSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  computesAmount: z.boolean(),
  active: z.boolean(),
});
export type TEstimationMethod = z.infer<typeof ZEstimationMethodSchema>;

// ---------- business enquiries ----------

export const ENQUIRY_SOURCES = ['REFERRAL', 'WEBSITE', 'TENDER', 'EXISTING_CLIENT', 'OTHER'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];
export const ENQUIRY_SOURCE_LABELS: Record<EnquirySource, string> = {
  REFERRAL: 'Referral',
  WEBSITE: 'Website',
  TENDER: 'Tender',
  EXISTING_CLIENT: 'Existing client',
  OTHER: 'Other',
};

export const ENQUIRY_STATUSES = ['NEW', 'QUALIFIED', 'PROPOSAL', 'WON', 'LOST'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = { NEW: 'New', QUALIFIED: 'Qualified', PROPOSAL: 'Proposal', WON: 'Won', LOST: 'Lost' };
/** Where an enquiry may go from each status (WON also comes from accepting one of its proposals). */
export const ENQUIRY_TRANSITIONS: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  NEW: ['QUALIFIED', 'LOST'],
  QUALIFIED: ['PROPOSAL', 'LOST'],
  PROPOSAL: ['WON', 'LOST'],
  WON: [],
  LOST: [],
};

export const ZEnquiryRequestSchema = z.object({
  companyId: ZIdSchema,
  title: text('Title', 200),
  description: optionalText('Description', 4000),
  source: z.enum(ENQUIRY_SOURCES, { error: `source must be one of ${ENQUIRY_SOURCES.join(', ')}` }),
  expectedValue: moneySchema('expected value').nullish().transform((v) => v ?? null),
  currency: ZCurrencySchema,
  receivedOn: ZIsoDateSchema,
  ownerId: ZIdSchema,
});
export type TEnquiryRequest = z.input<typeof ZEnquiryRequestSchema>;

export const ZEnquiryStatusRequestSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, { error: `status must be one of ${ENQUIRY_STATUSES.join(', ')}` }),
    lostReason: optionalText('Reason', 1000),
  })
  .refine((v) => v.status !== 'LOST' || v.lostReason !== null, { path: ['lostReason'], message: 'Say why the enquiry was lost.' });
export type TEnquiryStatusRequest = z.input<typeof ZEnquiryStatusRequestSchema>;

export const ZEnquirySchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  source: z.enum(ENQUIRY_SOURCES),
  expectedValue: z.number().nullable(),
  currency: z.string(),
  receivedOn: z.string(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  lostReason: z.string().nullable(),
  proposalCount: z.number().int(),
  updatedAt: z.string(),
});
export type TEnquiry = z.infer<typeof ZEnquirySchema>;

// ---------- proposals ----------

export const PROPOSAL_STATUSES = ['DRAFT', 'SUBMITTED', 'ACCEPTED', 'REJECTED'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = { DRAFT: 'Draft', SUBMITTED: 'Submitted', ACCEPTED: 'Accepted', REJECTED: 'Rejected' };
export const PROPOSAL_TRANSITIONS: Record<ProposalStatus, readonly ProposalStatus[]> = {
  DRAFT: ['SUBMITTED'],
  SUBMITTED: ['ACCEPTED', 'REJECTED'],
  ACCEPTED: [],
  REJECTED: [],
};

/** effort × rate, to the paisa: what a person-day method's amount is. */
export function computedAmount(effortDays: number, rate: number): number {
  return Math.round(effortDays * rate * 100) / 100;
}

export const ZProposalRequestSchema = z.object({
  enquiryId: ZIdSchema,
  estimationMethodId: ZIdSchema,
  effortDays: z
    .number({ error: 'Enter the effort in person-days as a number.' })
    .positive('The effort must be more than zero person-days.')
    .max(1_000_000, 'The effort can be at most 1,000,000 person-days.')
    .refine(twoDecimals, 'The effort can have at most two decimals.')
    .nullish()
    .transform((v) => v ?? null),
  rate: moneySchema('rate').nullish().transform((v) => v ?? null),
  amount: moneySchema('amount').nullish().transform((v) => v ?? null).describe('Entered for methods that do not compute it; ignored for those that do'),
  currency: ZCurrencySchema,
  validUntil: ZIsoDateSchema,
  notes: optionalText('Notes', 4000),
  documentId: ZFileIdSchema.nullish().transform((v) => v ?? null).describe('A CONTRACT_DOCUMENT upload'),
});
export type TProposalRequest = z.input<typeof ZProposalRequestSchema>;

export const ZProposalStatusRequestSchema = z.object({
  status: z.enum(PROPOSAL_STATUSES, { error: `status must be one of ${PROPOSAL_STATUSES.join(', ')}` }),
});

export const ZProposalSchema = z.object({
  id: z.number().int(),
  enquiryId: z.number().int(),
  enquiryTitle: z.string(),
  enquiryStatus: z.enum(ENQUIRY_STATUSES),
  companyId: z.number().int(),
  companyName: z.string(),
  version: z.number().int(),
  estimationMethodId: z.number().int(),
  estimationMethod: z.string(),
  computesAmount: z.boolean(),
  effortDays: z.number().nullable(),
  rate: z.number().nullable(),
  amount: z.number(),
  currency: z.string(),
  validUntil: z.string(),
  notes: z.string().nullable(),
  status: z.enum(PROPOSAL_STATUSES),
  document: ZUploadedFileSchema.nullable(),
  /** The contract registered from it, once one is. */
  contractId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type TProposal = z.infer<typeof ZProposalSchema>;

// ---------- contracts ----------

export const CONTRACT_STATUSES = ['DRAFT', 'ACTIVE', 'COMPLETED', 'TERMINATED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = { DRAFT: 'Draft', ACTIVE: 'Active', COMPLETED: 'Completed', TERMINATED: 'Terminated' };
export const CONTRACT_TRANSITIONS: Record<ContractStatus, readonly ContractStatus[]> = {
  DRAFT: ['ACTIVE', 'TERMINATED'],
  ACTIVE: ['COMPLETED', 'TERMINATED'],
  COMPLETED: [],
  TERMINATED: [],
};
/** A contract in these states is closed: neither it nor its task orders, rates or contacts change. */
export const CLOSED_CONTRACT_STATUSES: readonly ContractStatus[] = ['COMPLETED', 'TERMINATED'];

const endNotBeforeStart = <T extends { startDate: string; endDate: string }>(v: T) => v.endDate >= v.startDate;

export const ZContractRequestSchema = z
  .object({
    companyId: ZIdSchema,
    proposalId: ZIdSchema.nullish().transform((v) => v ?? null),
    number: text('Number', 50),
    title: text('Title', 200),
    contractType: z.string({ error: 'Pick the contract type.' }).trim().min(1, 'Pick the contract type.'),
    startDate: ZIsoDateSchema,
    endDate: ZIsoDateSchema,
    value: moneySchema('value'),
    currency: ZCurrencySchema,
    documentIds: z.array(ZFileIdSchema).max(20, 'At most 20 documents.').default([]),
  })
  .refine(endNotBeforeStart, { path: ['endDate'], message: 'The end date cannot be before the start date.' });
export type TContractRequest = z.input<typeof ZContractRequestSchema>;

export const ZContractStatusRequestSchema = z.object({
  status: z.enum(CONTRACT_STATUSES, { error: `status must be one of ${CONTRACT_STATUSES.join(', ')}` }),
});

export const ZContractSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  proposalId: z.number().int().nullable(),
  number: z.string(),
  title: z.string(),
  contractType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Null for those who may not see contract values (L1, ADMIN_HEAD). */
  value: z.number().nullable(),
  currency: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  /** The task orders' ceilings together; null as value is. */
  ceilingTotal: z.number().nullable(),
  taskOrderCount: z.number().int(),
  documents: z.array(ZUploadedFileSchema),
  updatedAt: z.string(),
});
export type TContract = z.infer<typeof ZContractSchema>;

// ---------- task orders ----------

export const ZTaskOrderRequestSchema = z
  .object({
    contractId: ZIdSchema,
    number: text('Number', 50),
    title: text('Title', 200),
    scope: optionalText('Scope', 4000),
    startDate: ZIsoDateSchema,
    endDate: ZIsoDateSchema,
    ceilingValue: moneySchema('ceiling value'),
  })
  .refine(endNotBeforeStart, { path: ['endDate'], message: 'The end date cannot be before the start date.' });
export type TTaskOrderRequest = z.input<typeof ZTaskOrderRequestSchema>;

export const ZTaskOrderSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  contractNumber: z.string(),
  number: z.string(),
  title: z.string(),
  scope: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** Null for those who may not see contract values. */
  ceilingValue: z.number().nullable(),
});
export type TTaskOrder = z.infer<typeof ZTaskOrderSchema>;

// ---------- invoice rates ----------

export const RATE_UNITS = ['HOUR', 'DAY', 'MONTH'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];
export const RATE_UNIT_LABELS: Record<RateUnit, string> = { HOUR: 'Per hour', DAY: 'Per day', MONTH: 'Per month' };

export const ZInvoiceRateRequestSchema = z
  .object({
    contractId: ZIdSchema,
    taskOrderId: ZIdSchema.nullish().transform((v) => v ?? null),
    role: text('Role or designation', 100),
    unit: z.enum(RATE_UNITS, { error: `unit must be one of ${RATE_UNITS.join(', ')}` }),
    rate: moneySchema('rate'),
    currency: ZCurrencySchema,
    effectiveFrom: ZIsoDateSchema,
    effectiveTo: ZIsoDateSchema.nullish().transform((v) => v ?? null),
  })
  .refine((v) => v.effectiveTo === null || v.effectiveTo >= v.effectiveFrom, { path: ['effectiveTo'], message: 'The rate cannot end before it starts.' });
export type TInvoiceRateRequest = z.input<typeof ZInvoiceRateRequestSchema>;

export const ZInvoiceRateSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  contractNumber: z.string(),
  taskOrderId: z.number().int().nullable(),
  taskOrderNumber: z.string().nullable(),
  role: z.string(),
  unit: z.enum(RATE_UNITS),
  rate: z.number(),
  currency: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});
export type TInvoiceRate = z.infer<typeof ZInvoiceRateSchema>;

// ---------- points of contact ----------

export const CONTACT_SIDES = ['CLIENT', 'OURS'] as const;
export type ContactSide = (typeof CONTACT_SIDES)[number];
export const CONTACT_SIDE_LABELS: Record<ContactSide, string> = { CLIENT: 'Client', OURS: 'Ours' };

export const ZContactRequestSchema = z.object({
  contractId: ZIdSchema,
  side: z.enum(CONTACT_SIDES, { error: 'side must be CLIENT or OURS' }),
  name: text('Name', 200),
  designation: optionalText('Designation', 100),
  email: z.string({ error: 'email is required' }).trim().max(254, 'The email can be at most 254 characters.').pipe(z.email('Enter an email address such as name@example.com.')),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?[0-9 ()-]{6,20}$/.test(v), 'The phone may hold digits, spaces, brackets and dashes (6 to 20), with a leading +.')
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null),
  isPrimary: z.boolean().default(false),
});
export type TContactRequest = z.input<typeof ZContactRequestSchema>;

export const ZContactSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  contractNumber: z.string(),
  side: z.enum(CONTACT_SIDES),
  name: z.string(),
  designation: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type TContact = z.infer<typeof ZContactSchema>;

// ---------- the pipeline dashboard ----------

export const ZPipelineDashboardSchema = z.object({
  enquiriesByStatus: z.array(z.object({ status: z.enum(ENQUIRY_STATUSES), count: z.number().int(), expectedValue: z.number() })),
  proposals: z.object({ accepted: z.number().int(), rejected: z.number().int(), open: z.number().int(), winRate: z.number().nullable().describe('accepted ÷ (accepted + rejected), 0 to 1; null before any decision') }),
  activeContracts: z.array(
    z.object({ id: z.number().int(), number: z.string(), title: z.string(), companyName: z.string(), value: z.number().nullable(), ceilingTotal: z.number().nullable(), currency: z.string(), endDate: z.string() }),
  ),
  endingSoon: z.array(z.object({ id: z.number().int(), number: z.string(), title: z.string(), companyName: z.string(), endDate: z.string(), daysLeft: z.number().int() })),
  /** Whether the values above are shown to the caller. */
  valuesShown: z.boolean(),
});
export type TPipelineDashboard = z.infer<typeof ZPipelineDashboardSchema>;

/** How far ahead "contracts ending soon" looks. */
export const ENDING_SOON_DAYS = 60;
