import { z } from 'zod';
import { listOf } from './common';
import { ABILITIES, PERMISSIONS, can, type Grant } from '../roles';
import type { Viewer } from '../access';

/** The server checks uploads and downloads against this table; the web app pre-checks files with it. */

export const FILE_CATEGORY_NAMES = [
  'RECEIPT',
  'EMPLOYEE_DOCUMENT',
  'COMPANY_DOCUMENT',
  'PROFILE_PICTURE',
  'TICKET_ATTACHMENT',
  'POLICY_DOCUMENT',
  'CONTRACT_DOCUMENT',
  'FEED_IMAGE',
] as const;
export type FileCategory = (typeof FILE_CATEGORY_NAMES)[number];

/** Each is recognised by the bytes; text/plain by being UTF-8 without NUL bytes. */
export const FILE_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'text/plain'] as const;
export type FileContentType = (typeof FILE_CONTENT_TYPES)[number];

export type FileUploaders = 'signed-in' | { readonly grant: Grant };
/** Who may read a category's attached files besides their owner. */
export type FileReaders = 'signed-in' | { readonly grants: readonly Grant[] };

export interface FileCategoryRule {
  readonly label: string;
  readonly contentTypes: readonly FileContentType[];
  readonly maxBytes: number;
  readonly upload: FileUploaders;
  readonly read: FileReaders;
}

const MiB = 1024 * 1024;
const PICTURE: readonly FileContentType[] = ['image/png', 'image/jpeg', 'image/webp'];
const DOCUMENT: readonly FileContentType[] = ['application/pdf', 'image/png', 'image/jpeg'];

export const FILE_CATEGORIES: Readonly<Record<FileCategory, FileCategoryRule>> = {
  RECEIPT: {
    label: 'Receipt',
    contentTypes: DOCUMENT,
    maxBytes: 5 * MiB,
    upload: 'signed-in',
    read: { grants: ['VIEW_REIMBURSEMENT_REQUEST_APPROVAL'] },
  },
  EMPLOYEE_DOCUMENT: {
    label: 'Employee document',
    contentTypes: DOCUMENT,
    maxBytes: 10 * MiB,
    upload: 'signed-in',
    read: { grants: ['VIEW_DOCUMENTS_APPROVAL'] },
  },
  // One given to one employee (a payslip) is read only by them and those who add company documents.
  COMPANY_DOCUMENT: {
    label: 'Company document',
    contentTypes: DOCUMENT,
    maxBytes: 10 * MiB,
    upload: { grant: 'ADD_COMPANY_DOCUMENT' },
    read: { grants: ['VIEW_DOCUMENT'] },
  },
  PROFILE_PICTURE: {
    label: 'Profile picture',
    contentTypes: PICTURE,
    maxBytes: 2 * MiB,
    upload: 'signed-in',
    read: 'signed-in',
  },
  TICKET_ATTACHMENT: {
    label: 'Ticket attachment',
    contentTypes: [...PICTURE, 'application/pdf', 'text/plain'],
    maxBytes: 10 * MiB,
    upload: 'signed-in',
    read: { grants: ['VIEW_IT_TICKET_APPROVAL', 'VIEW_HR_TICKET_APPROVAL', 'VIEW_ADMIN_TICKET_APPROVAL'] },
  },
  POLICY_DOCUMENT: {
    label: 'Policy document',
    contentTypes: DOCUMENT,
    maxBytes: 10 * MiB,
    upload: { grant: 'MANAGE_IT_POLICIES' },
    read: 'signed-in',
  },
  // A contract's or a proposal's papers carry its value.
  CONTRACT_DOCUMENT: {
    label: 'Contract document',
    contentTypes: DOCUMENT,
    maxBytes: 10 * MiB,
    upload: { grant: 'HANDLE_CONTRACTS' },
    read: { grants: ['SEE_CONTRACT_VALUES'] },
  },
  FEED_IMAGE: {
    label: 'Feed image',
    contentTypes: PICTURE,
    maxBytes: 5 * MiB,
    upload: { grant: 'MANAGE_FEEDS' },
    read: 'signed-in',
  },
};

/** An upload route's body may be this large, plus the multipart framing. */
export const MAX_FILE_BYTES = Math.max(...Object.values(FILE_CATEGORIES).map((rule) => rule.maxBytes));

export function mayUploadFile(roles: readonly string[], category: FileCategory): boolean {
  const { upload } = FILE_CATEGORIES[category];
  return upload === 'signed-in' || can(roles, upload.grant);
}

export interface ReadableFile {
  readonly ownerId: number;
  readonly category: FileCategory;
  /** Until a record holds it, only its owner reads it. */
  readonly attached: boolean;
  /** The one person it was given to, such as a payslip's. */
  readonly addresseeId?: number | null;
}

/** A file given to one person is read by them and by those who may give such files. */
export function mayReadFile(viewer: Viewer, file: ReadableFile): boolean {
  if (file.ownerId === viewer.id) return true;
  if (!file.attached) return false;
  const { read, upload } = FILE_CATEGORIES[file.category];
  if (file.addresseeId != null)
    return file.addresseeId === viewer.id || (upload !== 'signed-in' && can(viewer.roles, upload.grant));
  return read === 'signed-in' || read.grants.some((grant) => can(viewer.roles, grant));
}

const TYPE_NAMES: Record<FileContentType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'text/plain': 'plain text',
};

/** "PDF, PNG or JPEG". */
export function describeFileTypes(category: FileCategory): string {
  const names = FILE_CATEGORIES[category].contentTypes.map((type) => TYPE_NAMES[type]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
}

/** "2 MB", "512 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= MiB) return `${Number((bytes / MiB).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

// ---------- schemas ----------

export const ZFileCategoryNameSchema = z.enum(FILE_CATEGORY_NAMES, {
  error: `Choose a category: ${listOf(FILE_CATEGORY_NAMES)}.`,
});

export const ZFileIdSchema = z.uuid({ error: 'Attach a file.' });

export const ZUploadFileParamsSchema = z.object({ category: ZFileCategoryNameSchema });
export const ZFileIdParamsSchema = z.object({ id: ZFileIdSchema });
export const ZFileCategoryParamsSchema = z.object({
  name: z.string().max(100, 'The name can be at most 100 characters.'),
});

const ZGrantSchema = z.enum([...PERMISSIONS, ...ABILITIES]);

export const ZFileCategorySchema = z.object({
  name: ZFileCategoryNameSchema,
  label: z.string(),
  contentTypes: z.array(z.enum(FILE_CONTENT_TYPES)),
  maxBytes: z.number().int(),
  upload: z.union([z.literal('signed-in'), z.object({ grant: ZGrantSchema })]),
  read: z.union([z.literal('signed-in'), z.object({ grants: z.array(ZGrantSchema) })]),
});
export type TFileCategory = z.infer<typeof ZFileCategorySchema>;

export const ZUploadedFileSchema = z.object({
  id: ZFileIdSchema,
  category: ZFileCategoryNameSchema,
  /** The download's file name. */
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Hex SHA-256 of the bytes. */
  sha256: z.string(),
  createdAt: z.string(),
  /** Under /api. */
  downloadPath: z.string(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFileSchema>;
