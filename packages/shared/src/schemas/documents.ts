import { z } from 'zod';
import { ZIdSchema, ZIsoDateSchema, ZPageQuerySchema, ZSearchQuerySchema, pageOf, sortQuery, listOf } from './common';
import { ZFileIdSchema, ZUploadedFileSchema } from './files';
import { REQUEST_STATUSES, ZRequestBaseSchema, ZRequestStatusSchema } from './requests';

/** An employee's own papers (DOMAIN.md, "employee document"), as the master list `documentTypes` has them. */
export const DOCUMENT_TYPES = [
  ['PAN', 'PAN Card'],
  ['AADHAAR', 'Aadhaar'],
  ['PASSPORT', 'Passport'],
  ['DRIVING_LICENCE', 'Driving Licence'],
  ['DEGREE', 'Degree Certificate'],
  ['EXPERIENCE_LETTER', 'Experience Letter'],
  ['RELIEVING_LETTER', 'Relieving Letter'],
  ['BANK_PROOF', 'Bank Proof'],
  ['PHOTO', 'Photograph'],
  ['OTHER', 'Other'],
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number][0];
const DOCUMENT_TYPE_CODES = DOCUMENT_TYPES.map(([code]) => code) as [DocumentType, ...DocumentType[]];
export const DOCUMENT_TYPE_LABELS = Object.fromEntries(DOCUMENT_TYPES) as Record<DocumentType, string>;

/** What the company gives (DOMAIN.md, "employee company document"). */
export const COMPANY_DOCUMENT_TYPES = [
  ['OFFER_LETTER', 'Offer Letter'],
  ['APPOINTMENT_LETTER', 'Appointment Letter'],
  ['PAYSLIP', 'Payslip'],
  ['FORM_16', 'Form 16'],
  ['POLICY', 'Policy'],
  ['OTHER', 'Other'],
] as const;
export type CompanyDocumentType = (typeof COMPANY_DOCUMENT_TYPES)[number][0];
const COMPANY_DOCUMENT_TYPE_CODES = COMPANY_DOCUMENT_TYPES.map(([code]) => code) as [
  CompanyDocumentType,
  ...CompanyDocumentType[],
];
export const COMPANY_DOCUMENT_TYPE_LABELS = Object.fromEntries(COMPANY_DOCUMENT_TYPES) as Record<
  CompanyDocumentType,
  string
>;

/** A verified document expiring within this many days is marked, and its owner told once. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;

/** Where a document's expiry stands: EXPIRING within DOCUMENT_EXPIRY_WARNING_DAYS, EXPIRED after its day. */
export const EXPIRY_STATES = ['VALID', 'EXPIRING', 'EXPIRED'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];

/** Numbers whose form is fixed: refused in words when they do not fit. */
const NUMBER_FORMS: Partial<Record<DocumentType, { pattern: RegExp; message: string }>> = {
  PAN: {
    pattern: /^[A-Z]{5}[0-9]{4}[A-Z]$/,
    message: 'Enter the PAN as five letters, four digits and a letter, like ABCDE1234F.',
  },
  AADHAAR: { pattern: /^[0-9]{12}$/, message: 'Enter the Aadhaar number as 12 digits.' },
};

const ZDocumentTypeSchema = z.enum(DOCUMENT_TYPE_CODES, { error: 'Choose a document type.' });

/** Spaces and dashes people type in numbers are dropped; letters are kept upper-case. */
const ZDocumentNumberSchema = z
  .string({ error: 'Enter the document number.' })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().min(1, 'Enter the document number.').max(50, 'The document number can be at most 50 characters.'));

const documentFields = {
  documentType: ZDocumentTypeSchema,
  documentNumber: ZDocumentNumberSchema,
  fileId: ZFileIdSchema,
  /** Optional; the server refuses a day that has passed. */
  expiryDate: ZIsoDateSchema.nullish(),
};

function checkNumberForm(v: { documentType: DocumentType; documentNumber: string }, ctx: z.RefinementCtx) {
  const form = NUMBER_FORMS[v.documentType];
  if (form && !form.pattern.test(v.documentNumber))
    ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: form.message });
}

export const ZEmployeeDocumentCreateSchema = z.object(documentFields).superRefine(checkNumberForm);
export type TEmployeeDocumentCreate = z.input<typeof ZEmployeeDocumentCreateSchema>;

/** Uploading again after a rejection: the same fields, a new file. */
export const ZEmployeeDocumentResubmitSchema = ZEmployeeDocumentCreateSchema;
export type TEmployeeDocumentResubmit = z.input<typeof ZEmployeeDocumentResubmitSchema>;

export const ZEmployeeDocumentSchema = ZRequestBaseSchema.extend({
  employeeCode: z.string().nullable(),
  documentType: ZDocumentTypeSchema,
  documentTypeLabel: z.string(),
  documentNumber: z.string(),
  expiryDate: z.string().nullable(),
  expiry: z.enum(EXPIRY_STATES).nullable(),
  /** The document's file; null only if it was let go. */
  file: ZUploadedFileSchema.nullable(),
});
export type TEmployeeDocument = z.infer<typeof ZEmployeeDocumentSchema>;
export const ZEmployeeDocumentPageSchema = pageOf(ZEmployeeDocumentSchema);
export type TEmployeeDocumentPage = z.infer<typeof ZEmployeeDocumentPageSchema>;

export const DOCUMENT_SORTS = ['createdAt', 'documentType', 'expiryDate', 'status'] as const;
export const ALL_DOCUMENT_SORTS = [...DOCUMENT_SORTS, 'employeeName'] as const;

export const ZOwnDocumentQuerySchema = ZPageQuerySchema.extend({
  status: ZRequestStatusSchema.optional(),
  ...sortQuery(DOCUMENT_SORTS, { sort: 'createdAt', order: 'desc' }),
});
export type TOwnDocumentQuery = z.input<typeof ZOwnDocumentQuerySchema>;

/** The deciders' queue: PENDING unless asked otherwise; ALL for every status. */
export const ZDocumentListQuerySchema = ZPageQuerySchema.extend({
  status: z
    .enum([...REQUEST_STATUSES, 'ALL'], { error: `Choose a status: ${listOf([...REQUEST_STATUSES, 'ALL'])}.` })
    .default('PENDING'),
  employeeId: z.coerce.number({ error: 'Give the employeeId as a number.' }).pipe(ZIdSchema).optional(),
  documentType: ZDocumentTypeSchema.optional(),
  search: ZSearchQuerySchema,
  ...sortQuery(ALL_DOCUMENT_SORTS, { sort: 'createdAt', order: 'desc' }),
});
export type TDocumentListQuery = z.input<typeof ZDocumentListQuerySchema>;

// ---------- company documents ----------

export const ZCompanyDocumentCreateSchema = z.object({
  title: z
    .string({ error: 'Give a title.' })
    .trim()
    .min(2, 'Give a title of at least 2 characters.')
    .max(120, 'The title can be at most 120 characters.'),
  documentType: z.enum(COMPANY_DOCUMENT_TYPE_CODES, { error: 'Choose a document type.' }),
  fileId: ZFileIdSchema,
  /** One employee's user id; null or absent: everyone. */
  employeeId: ZIdSchema.nullish(),
});
export type TCompanyDocumentCreate = z.input<typeof ZCompanyDocumentCreateSchema>;

export const ZCompanyDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  documentType: z.enum(COMPANY_DOCUMENT_TYPE_CODES),
  documentTypeLabel: z.string(),
  /** Null: for everyone. */
  employeeId: z.number().int().nullable(),
  employeeName: z.string().nullable(),
  addedBy: z.number().int().nullable(),
  addedByName: z.string().nullable(),
  createdAt: z.string(),
  file: ZUploadedFileSchema.nullable(),
});
export type TCompanyDocument = z.infer<typeof ZCompanyDocumentSchema>;
export const ZCompanyDocumentPageSchema = pageOf(ZCompanyDocumentSchema);
export type TCompanyDocumentPage = z.infer<typeof ZCompanyDocumentPageSchema>;

export const COMPANY_DOCUMENT_SORTS = ['createdAt', 'title', 'documentType'] as const;

export const ZCompanyDocumentQuerySchema = ZPageQuerySchema.extend({
  documentType: z
    .enum(COMPANY_DOCUMENT_TYPE_CODES, { error: `Choose a documentType: ${listOf(COMPANY_DOCUMENT_TYPE_CODES)}.` })
    .optional(),
  search: ZSearchQuerySchema,
  ...sortQuery(COMPANY_DOCUMENT_SORTS, { sort: 'createdAt', order: 'desc' }),
});
export type TCompanyDocumentQuery = z.input<typeof ZCompanyDocumentQuerySchema>;

/** Where an expiry date stands on a day (YYYY-MM-DD strings compare as dates). */
export function expiryStateOf(expiryDate: string | null, today: string): ExpiryState | null {
  if (!expiryDate) return null;
  if (expiryDate < today) return 'EXPIRED';
  const warnFrom = new Date(`${today}T00:00:00Z`);
  warnFrom.setUTCDate(warnFrom.getUTCDate() + DOCUMENT_EXPIRY_WARNING_DAYS);
  return expiryDate <= warnFrom.toISOString().slice(0, 10) ? 'EXPIRING' : 'VALID';
}
