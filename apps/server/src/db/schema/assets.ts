import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { createdListIndex, requestColumns, statusListIndex } from './requests';

/** Asset requests (DOMAIN.md, "Human resources"): PENDING → APPROVED | REJECTED, or CANCELLED by the employee. */
export const assetRequests = pgTable(
  'asset_requests',
  {
    id: serial('id').primaryKey(),
    ...requestColumns(),
    assetType: text('asset_type').notNull(),
    reason: text('reason').notNull(),
    neededBy: date('needed_by').notNull(),
  },
  (t) => [
    index('asset_requests_employee_created_idx').on(t.employeeId, t.createdAt),
    statusListIndex('asset_requests_status_created_idx', t),
    createdListIndex('asset_requests_created_idx', t),
  ],
);

/** Assets issued to employees (on approving a request); returned ones stay as history. */
export const issuedAssets = pgTable(
  'issued_assets',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => assetRequests.id, { onDelete: 'set null' }),
    assetType: text('asset_type').notNull(),
    assetTag: text('asset_tag').notNull(),
    serialNumber: text('serial_number').notNull(),
    issuedOn: date('issued_on').notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    returnedOn: date('returned_on'),
    returnedBy: integer('returned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('issued_assets_employee_idx').on(t.employeeId),
    // A tag is on one asset at a time: once returned, the tag may be issued again.
    uniqueIndex('issued_assets_tag_in_hand_idx')
      .on(t.assetTag)
      .where(sql`returned_on is null`),
  ],
);
