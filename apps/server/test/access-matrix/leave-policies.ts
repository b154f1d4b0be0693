import { eq } from 'drizzle-orm';
import { addDays } from '@staffdesk/shared/dates';
import { leavePolicies } from '../../src/db/schema/leave';
import { made, needs, seenBy, everyone, type MatrixContext, type MatrixFamily, type MatrixRecord } from './matrix';

/** A version still to come (only those may change), each on a date of its own. */
const version = (ctx: MatrixContext) => ({
  typeCode: 'CASUAL',
  effectiveFrom: addDays(ctx.today, 30 + ctx.next()),
  accrual: 'YEARLY',
  accrualDays: 12,
});

const record = async (ctx: MatrixContext): Promise<MatrixRecord> => {
  const { id } = await made<{ id: number }>(ctx, 'hr.head', 'POST', '/api/leave-policies', version(ctx));
  return { id, state: () => ctx.t.db.select().from(leavePolicies).where(eq(leavePolicies.id, id)) };
};

/** Everyone reads the company's leave policies; only holders of MANAGE_LEAVE_BALANCES change one. */
export const leavePoliciesMatrix: MatrixFamily = {
  name: 'leave policies',
  routes: [
    { route: 'GET /leave-policies/{id}', record, expect: seenBy(everyone) },
    {
      route: 'PUT /leave-policies/{id}',
      record,
      body: (ctx) => version(ctx),
      expect: needs('MANAGE_LEAVE_BALANCES', () => 200),
    },
  ],
};
