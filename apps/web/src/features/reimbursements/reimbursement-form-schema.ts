import { z } from 'zod';
import { ZReimbursementCreateSchema } from '@staffdesk/shared/schemas/reimbursements';

const { amount, expenseDate } = ZReimbursementCreateSchema.shape;

/**
 * The shared claim schema, its receipt rules included, saying what an empty date or amount needs, and
 * refusing a day after the employee's today.
 */
export function reimbursementFormSchema(today: string) {
  return ZReimbursementCreateSchema.safeExtend({
    expenseDate: z
      .string()
      .min(1, 'Choose the date of the expense.')
      .refine((day) => day <= today, 'The expense date cannot be in the future.')
      .pipe(expenseDate),
    amount: z.number({ error: 'Enter the amount.' }).pipe(amount),
  });
}
