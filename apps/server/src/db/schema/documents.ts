import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { createdListIndex, requestColumns, statusListIndex } from './requests';

/**
 * An employee's own papers, verified by HR (DOMAIN.md, "employee document"): a request family. The file is
 * held through `files` (entity 'employee-document'); uploading again after a rejection lets the old one go.
 */
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: serial('id').primaryKey(),
    ...requestColumns(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    expiryDate: date('expiry_date'),
    /** When the owner was told that the document expires soon: told once per expiry date. */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
  },
  (t) => [
    index('employee_documents_employee_idx').on(t.employeeId, t.createdAt),
    statusListIndex('employee_documents_status_idx', t),
    createdListIndex('employee_documents_created_idx', t),
    index('employee_documents_expiry_idx')
      .on(t.expiryDate)
      .where(sql`status = 'APPROVED' and expiry_notice_at is null`),
  ],
);

/** What the company gives (DOMAIN.md, "employee company document"): for one employee, or for everyone (employee_id null). */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    documentType: text('document_type').notNull(),
    employeeId: integer('employee_id').references(() => users.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_documents_employee_idx').on(t.employeeId, t.createdAt)],
);
