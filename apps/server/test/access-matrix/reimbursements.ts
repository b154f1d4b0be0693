import { eq } from 'drizzle-orm';
import { addDays } from '@staffdesk/shared/dates';
import { reimbursements } from '../../src/db/schema/reimbursements';
import { serverReimbursementFamily } from '../../src/modules/reimbursements/family';
import {
  fileRecord,
  holds,
  made,
  needs,
  ownerOr,
  requestFamilyRoutes,
  seenBy,
  uploaded,
  type MatrixContext,
  type MatrixFamily,
  type MatrixRecord,
} from './matrix';

const PAYS = 'VIEW_REIMBURSEMENT_REQUEST_APPROVAL';

/** A new claim of the owner, pending, with one receipt. */
async function claim(ctx: MatrixContext) {
  const receipt = await uploaded(ctx, 'employee', 'RECEIPT');
  const body = {
    category: 'TRAVEL',
    expenseDate: addDays(ctx.today, -2),
    amount: 1200,
    description: 'Cab to the client.',
    receiptIds: [receipt],
  };
  return { ...(await made<{ id: number }>(ctx, 'employee', 'POST', '/api/reimbursements', body)), receipt };
}
const claimRecord = (ctx: MatrixContext, id: number): MatrixRecord => ({
  id,
  state: () => ctx.t.db.select().from(reimbursements).where(eq(reimbursements.id, id)),
});

/** An approved claim: what finance marks paid. */
async function approvedClaim(ctx: MatrixContext): Promise<MatrixRecord> {
  const { id } = await claim(ctx);
  await made(ctx, 'finance.head', 'POST', `/api/reimbursements/approve/${id}`, {}, 200);
  return claimRecord(ctx, id);
}
const paid = { paymentReference: 'NEFT-MATRIX-1' };

export const reimbursementsMatrix: MatrixFamily = {
  name: 'reimbursements',
  seed: async (ctx) => {
    await claim(ctx);
    const theirs = await uploaded(ctx, 'employee.2fa', 'RECEIPT');
    await made(ctx, 'employee.2fa', 'POST', '/api/reimbursements', {
      category: 'TRAVEL',
      expenseDate: addDays(ctx.today, -1),
      amount: 90,
      description: 'Bus.',
      receiptIds: [theirs],
    });
  },
  routes: [
    {
      route: 'GET /reimbursements/{id}',
      record: async (ctx) => claimRecord(ctx, (await claim(ctx)).id),
      expect: seenBy(ownerOr(PAYS)),
    },
    {
      route: 'GET /files/downloadFile/{id}',
      label: 'a receipt',
      record: async (ctx) => fileRecord(ctx, (await claim(ctx)).receipt),
      expect: seenBy(ownerOr(PAYS)),
    },
    ...requestFamilyRoutes(serverReimbursementFamily, async (ctx) => (await claim(ctx)).id),
    {
      route: 'POST /reimbursements/pay/{id}',
      record: approvedClaim,
      body: () => paid,
      expect: needs(PAYS, seenBy(holds(PAYS))),
    },
    {
      route: 'POST /reimbursements/pay-multiple',
      record: approvedClaim,
      body: (_ctx, r) => ({ ids: [r.id], ...paid }),
      expect: needs(PAYS, seenBy(holds(PAYS))),
      bulk: true,
    },
  ],
  // The deciders' list holds everyone's claims: it is for those who decide and pay them, and refused to everyone else.
  lists: [
    {
      url: '/reimbursements/employee?pageSize=100',
      expect: () => 200,
      visible: (asker, row) => row.employeeId === asker.id,
    },
    {
      url: '/reimbursements?status=ALL&pageSize=100',
      expect: (asker) => (holds(PAYS)(asker) ? 200 : 403),
      visible: () => true,
    },
  ],
};
