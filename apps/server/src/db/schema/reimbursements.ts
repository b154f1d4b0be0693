import { check, date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './identity';
import { createdListIndex, requestColumns, statusListIndex } from './requests';

/**
 * Reimbursement claims (DOMAIN.md, "Human resources"): PENDING → APPROVED | REJECTED, or CANCELLED by the
 * employee; an approved claim becomes PAID when finance records the payment. Receipts are files of category
 * RECEIPT held by the claim (entity 'reimbursement').
 */
export const reimbursements = pgTable(
  'reimbursements',
  {
    id: serial('id').primaryKey(),
    ...requestColumns(),
    category: text('category').notNull(),
    expenseDate: date('expense_date').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    description: text('description').notNull(),
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reimbursements_employee_created_idx').on(t.employeeId, t.createdAt),
    statusListIndex('reimbursements_status_created_idx', t),
    createdListIndex('reimbursements_created_idx', t),
    index('reimbursements_expense_date_idx').on(t.expenseDate),
    check('reimbursements_amount_positive', sql`${t.amount} > 0`),
  ],
);
