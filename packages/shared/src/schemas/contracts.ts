import { z } from 'zod';
import {
  MAX_ID,
  ZIdTextSchema,
  ZIsoDateSchema,
  ZPageQuerySchema,
  ZSearchQuerySchema,
  listOf,
  pageOf,
  sortQuery,
} from './common';
import { ZFileIdSchema, ZUploadedFileSchema } from './files';

/** The business side of project management (DOMAIN.md, "Project management"). */

// ---------- shared pieces ----------

/** Ours: the spec names none. */
export const MAX_MONEY = 10_000_000_000;
const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

export function moneySchema(what: string) {
  return z
    .number({ error: `Enter the ${what} as a number.` })
    .positive(`The ${what} must be more than 0.`)
    .max(MAX_MONEY, `The ${what} can be at most ${MAX_MONEY.toLocaleString('en-IN')}.`)
    .refine(twoDecimals, `The ${what} can have at most two decimals.`);
}

const ZCurrencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'The currency must be a three-letter code such as INR.')
  .default('INR');

/** "a title", "an industry": a field's label as a sentence names it. */
const aOrAn = (label: string) => `${/^(?:[aeio]|u(?!n[iu]|s[eu]))/i.test(label) ? 'an' : 'a'} ${label.toLowerCase()}`;

/** "Give a title." when it is missing or blank. */
export function typedTextSchema(label: string, max: number) {
  const missing = `Give ${aOrAn(label)}.`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `The ${label.toLowerCase()} can be at most ${max} characters.`);
}

/** "Choose a company." when none is. */
export function pickedIdSchema(label: string) {
  const missing = `Choose ${aOrAn(label)}.`;
  return z.number({ error: missing }).int(missing).positive(missing).max(MAX_ID, missing);
}

/** "Choose a source: Referral, Website or Other.", with the values as shown. */
export function choiceSchema<const S extends readonly [string, ...string[]]>(
  label: string,
  values: S,
  shown: Record<S[number], string>,
) {
  return z.enum(values, { error: `Choose ${aOrAn(label)}: ${listOf(values.map((v: S[number]) => shown[v]))}.` });
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

/** The API's values, for a body or a filter that only the API sends. */
export function statusSchema<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.enum(statuses, { error: `Choose a status: ${listOf(statuses)}.` });
}

// ---------- contract companies ----------

export const ZContractCompanyRequestSchema = z.object({
  name: typedTextSchema('Company name', 200),
  industry: optionalText('Industry', 100),
  website: z
    .string()
    .trim()
    .max(300, 'The website can be at most 300 characters.')
    .refine(
      (v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v),
      'The website must be an address such as https://example.com.',
    )
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null),
  address: optionalText('Address', 500),
  countryCode: z
    .string({ error: 'Choose a country.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose a country.'),
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

/** By name by default. */
export const COMPANY_SORTS = ['name', 'industry'] as const;
export const ZContractCompanyListQuerySchema = ZPageQuerySchema.extend({
  search: ZSearchQuerySchema.describe('Part of the name or the industry'),
  ...sortQuery(COMPANY_SORTS, { sort: 'name', order: 'asc' }),
});
export type TContractCompanyListQuery = z.input<typeof ZContractCompanyListQuerySchema>;
export const ZContractCompanyPageSchema = pageOf(ZContractCompanySchema);

// ---------- estimation methods ----------

export const ZEstimationMethodRequestSchema = z.object({
  code: z
    .string({ error: 'Give a code.' })
    .trim()
    .toUpperCase()
    .regex(
      /^[A-Z][A-Z0-9_]{1,39}$/,
      'The code must be 2 to 40 capital letters, digits or underscores, starting with a letter.',
    ),
  label: typedTextSchema('Label', 100),
  computesAmount: z
    .boolean()
    .default(false)
    .describe('Amount = effort (person-days) × rate; otherwise the amount is entered'),
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
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  NEW: 'New',
  QUALIFIED: 'Qualified',
  PROPOSAL: 'Proposal',
  WON: 'Won',
  LOST: 'Lost',
};
/** Where an enquiry may go from each status (WON also comes from accepting one of its proposals). */
export const ENQUIRY_TRANSITIONS: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  NEW: ['QUALIFIED', 'LOST'],
  QUALIFIED: ['PROPOSAL', 'LOST'],
  PROPOSAL: ['WON', 'LOST'],
  WON: [],
  LOST: [],
};

export const ZEnquiryRequestSchema = z.object({
  companyId: pickedIdSchema('Company'),
  title: typedTextSchema('Title', 200),
  description: optionalText('Description', 4000),
  source: choiceSchema('Source', ENQUIRY_SOURCES, ENQUIRY_SOURCE_LABELS),
  expectedValue: moneySchema('expected value')
    .nullish()
    .transform((v) => v ?? null),
  currency: ZCurrencySchema,
  receivedOn: ZIsoDateSchema,
  ownerId: pickedIdSchema('Owner'),
});
export type TEnquiryRequest = z.input<typeof ZEnquiryRequestSchema>;

export const ZEnquiryStatusRequestSchema = z
  .object({
    status: statusSchema(ENQUIRY_STATUSES),
    lostReason: optionalText('Reason', 1000),
  })
  .refine((v) => v.status !== 'LOST' || v.lostReason !== null, {
    path: ['lostReason'],
    message: 'Give the reason the enquiry was lost.',
  });
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

/** Latest received first by default. */
export const ENQUIRY_SORTS = ['title', 'company', 'expectedValue', 'receivedOn', 'status'] as const;
export const ZEnquiryListQuerySchema = ZPageQuerySchema.extend({
  search: ZSearchQuerySchema.describe("Part of the title, the company's name or the owner's name"),
  ...sortQuery(ENQUIRY_SORTS, { sort: 'receivedOn', order: 'desc' }),
  status: statusSchema(ENQUIRY_STATUSES).optional(),
});
export type TEnquiryListQuery = z.input<typeof ZEnquiryListQuerySchema>;
export const ZEnquiryPageSchema = pageOf(ZEnquirySchema);

// ---------- proposals ----------

export const PROPOSAL_STATUSES = ['DRAFT', 'SUBMITTED', 'ACCEPTED', 'REJECTED'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
};
export const PROPOSAL_TRANSITIONS: Record<ProposalStatus, readonly ProposalStatus[]> = {
  DRAFT: ['SUBMITTED'],
  SUBMITTED: ['ACCEPTED', 'REJECTED'],
  ACCEPTED: [],
  REJECTED: [],
};

/** A person-day method's amount, to the paisa. */
export function computedAmount(effortDays: number, rate: number): number {
  return Math.round(effortDays * rate * 100) / 100;
}

export const ZProposalRequestSchema = z.object({
  enquiryId: pickedIdSchema('Enquiry'),
  estimationMethodId: pickedIdSchema('Estimation method'),
  effortDays: z
    .number({ error: 'Enter the effort in person-days as a number.' })
    .positive('The effort must be more than 0 person-days.')
    .max(1_000_000, 'The effort can be at most 1,000,000 person-days.')
    .refine(twoDecimals, 'The effort can have at most two decimals.')
    .nullish()
    .transform((v) => v ?? null),
  rate: moneySchema('rate')
    .nullish()
    .transform((v) => v ?? null),
  amount: moneySchema('amount')
    .nullish()
    .transform((v) => v ?? null)
    .describe('Entered for methods that do not compute it; ignored for those that do'),
  currency: ZCurrencySchema,
  validUntil: ZIsoDateSchema,
  notes: optionalText('Notes', 4000),
  documentId: ZFileIdSchema.nullish()
    .transform((v) => v ?? null)
    .describe('A CONTRACT_DOCUMENT upload'),
});
export type TProposalRequest = z.input<typeof ZProposalRequestSchema>;

export const ZProposalStatusRequestSchema = z.object({
  status: statusSchema(PROPOSAL_STATUSES),
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
  /** Effort, rate, amount, document and contract: null for those who may not see contract values. */
  effortDays: z.number().nullable(),
  rate: z.number().nullable(),
  amount: z.number().nullable(),
  currency: z.string(),
  validUntil: z.string(),
  notes: z.string().nullable(),
  status: z.enum(PROPOSAL_STATUSES),
  document: ZUploadedFileSchema.nullable(),
  /** The contract registered from it, once one is: its value is the amount's. */
  contractId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type TProposal = z.infer<typeof ZProposalSchema>;

/** Last changed first by default; by amount only for those who see it. */
export const PROPOSAL_SORTS = ['enquiry', 'company', 'version', 'amount', 'validUntil', 'status', 'updatedAt'] as const;
export const ZProposalListQuerySchema = ZPageQuerySchema.extend({
  search: ZSearchQuerySchema.describe("Part of the enquiry's title or the company's name"),
  ...sortQuery(PROPOSAL_SORTS, { sort: 'updatedAt', order: 'desc' }),
  status: statusSchema(PROPOSAL_STATUSES).optional(),
  enquiryId: ZIdTextSchema.optional(),
});
export type TProposalListQuery = z.input<typeof ZProposalListQuerySchema>;
export const ZProposalPageSchema = pageOf(ZProposalSchema);

// ---------- contracts ----------

export const CONTRACT_STATUSES = ['DRAFT', 'ACTIVE', 'COMPLETED', 'TERMINATED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  DRAFT: 'Draft',
  ACTIVE: 'Active',
  COMPLETED: 'Completed',
  TERMINATED: 'Terminated',
};
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
    companyId: pickedIdSchema('Company'),
    proposalId: pickedIdSchema('Proposal')
      .nullish()
      .transform((v) => v ?? null),
    number: typedTextSchema('Contract number', 50),
    title: typedTextSchema('Title', 200),
    contractType: z.string({ error: 'Choose a contract type.' }).trim().min(1, 'Choose a contract type.'),
    startDate: ZIsoDateSchema,
    endDate: ZIsoDateSchema,
    value: moneySchema('value'),
    currency: ZCurrencySchema,
    documentIds: z.array(ZFileIdSchema).max(20, 'Attach at most 20 documents.').default([]),
  })
  .refine(endNotBeforeStart, { path: ['endDate'], message: 'The end date cannot be before the start date.' });
export type TContractRequest = z.input<typeof ZContractRequestSchema>;

export const ZContractStatusRequestSchema = z.object({
  status: statusSchema(CONTRACT_STATUSES),
});

export const ZContractSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** The proposal it was registered from; null without one, and for those who may not see contract values. */
  proposalId: z.number().int().nullable(),
  number: z.string(),
  title: z.string(),
  contractType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Null for those who may not see contract values. */
  value: z.number().nullable(),
  currency: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  /** The task orders' ceilings together; null as value is. */
  ceilingTotal: z.number().nullable(),
  taskOrderCount: z.number().int(),
  /** Null as value is: the papers carry the value. */
  documents: z.array(ZUploadedFileSchema).nullable(),
  updatedAt: z.string(),
});
export type TContract = z.infer<typeof ZContractSchema>;

/** Latest start first by default; not by value, which some may not see. */
export const CONTRACT_SORTS = ['number', 'title', 'company', 'startDate', 'status'] as const;
export const ZContractListQuerySchema = ZPageQuerySchema.extend({
  search: ZSearchQuerySchema.describe("Part of the number, the title or the company's name"),
  ...sortQuery(CONTRACT_SORTS, { sort: 'startDate', order: 'desc' }),
  status: statusSchema(CONTRACT_STATUSES).optional(),
});
export type TContractListQuery = z.input<typeof ZContractListQuerySchema>;
export const ZContractPageSchema = pageOf(ZContractSchema);

// ---------- task orders ----------

export const ZTaskOrderRequestSchema = z
  .object({
    contractId: pickedIdSchema('Contract'),
    number: typedTextSchema('Task order number', 50),
    title: typedTextSchema('Title', 200),
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
    contractId: pickedIdSchema('Contract'),
    taskOrderId: pickedIdSchema('Task order')
      .nullish()
      .transform((v) => v ?? null),
    role: typedTextSchema('Role or designation', 100),
    unit: choiceSchema('Unit', RATE_UNITS, RATE_UNIT_LABELS),
    rate: moneySchema('rate'),
    currency: ZCurrencySchema,
    effectiveFrom: ZIsoDateSchema,
    effectiveTo: ZIsoDateSchema.nullish().transform((v) => v ?? null),
  })
  .refine((v) => v.effectiveTo === null || v.effectiveTo >= v.effectiveFrom, {
    path: ['effectiveTo'],
    message: 'The effective-to date cannot be before the effective-from date.',
  });
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
  contractId: pickedIdSchema('Contract'),
  side: choiceSchema('Side', CONTACT_SIDES, CONTACT_SIDE_LABELS),
  name: typedTextSchema('Name', 200),
  designation: optionalText('Designation', 100),
  email: z
    .string({ error: 'Give an email.' })
    .trim()
    .min(1, 'Give an email.')
    .max(254, 'The email can be at most 254 characters.')
    .pipe(z.email('Enter an email address such as name@example.com.')),
  phone: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || /^\+?[0-9 ()-]{6,20}$/.test(v),
      'The phone may hold digits, spaces, brackets and dashes (6 to 20), with a leading +.',
    )
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
  enquiriesByStatus: z.array(
    z.object({ status: z.enum(ENQUIRY_STATUSES), count: z.number().int(), expectedValue: z.number() }),
  ),
  proposals: z.object({
    accepted: z.number().int(),
    rejected: z.number().int(),
    open: z.number().int(),
    winRate: z.number().nullable().describe('accepted ÷ (accepted + rejected), 0 to 1; null before any decision'),
  }),
  activeContracts: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      title: z.string(),
      companyName: z.string(),
      value: z.number().nullable(),
      ceilingTotal: z.number().nullable(),
      currency: z.string(),
      endDate: z.string(),
    }),
  ),
  endingSoon: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      title: z.string(),
      companyName: z.string(),
      endDate: z.string(),
      daysLeft: z.number().int(),
    }),
  ),
  /** Whether the values above are shown to the caller. */
  valuesShown: z.boolean(),
});
export type TPipelineDashboard = z.infer<typeof ZPipelineDashboardSchema>;

/** How far ahead "contracts ending soon" looks. */
export const ENDING_SOON_DAYS = 60;
