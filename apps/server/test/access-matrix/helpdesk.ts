import { asc, eq } from 'drizzle-orm';
import { can } from '@staffdesk/shared/roles';
import { TICKET_DECIDERS, type TicketCategory } from '@staffdesk/shared/schemas/helpdesk';
import { helpdeskTicketComments, helpdeskTickets, itPolicies } from '../../src/db/schema/helpdesk';
import { serverTicketFamily } from '../../src/modules/helpdesk/family';
import {
  everyone,
  fileRecord,
  isOwner,
  made,
  needs,
  requestFamilyRoutes,
  seenBy,
  uploaded,
  type Asker,
  type AskerName,
  type MatrixContext,
  type MatrixFamily,
  type MatrixRecord,
} from './matrix';

const SUBCATEGORY: Record<TicketCategory, string> = { IT: 'IT.NETWORK', HR: 'HR.PAYROLL', ADMIN: 'ADMIN.FACILITIES' };

/** A new open ticket of the owner (or of another asker), of a category, with one attachment. */
async function raised(ctx: MatrixContext, category: TicketCategory = 'IT', as: AskerName = 'employee') {
  const attachment = await uploaded(ctx, as, 'TICKET_ATTACHMENT');
  const body = {
    category,
    subCategory: SUBCATEGORY[category],
    priority: 'HIGH',
    subject: `Ticket ${ctx.next()}`,
    description: 'Raised by the access matrix.',
    attachmentIds: [attachment],
  };
  return { ...(await made<{ id: number }>(ctx, as, 'POST', '/api/helpdesk-tickets', body)), attachment };
}

/** The ticket and its comments: a refused comment adds none. */
const ticketRecord = (ctx: MatrixContext, id: number): MatrixRecord => ({
  id,
  state: async () => ({
    ticket: await ctx.t.db.select().from(helpdeskTickets).where(eq(helpdeskTickets.id, id)),
    comments: await ctx.t.db
      .select()
      .from(helpdeskTicketComments)
      .where(eq(helpdeskTicketComments.ticketId, id))
      .orderBy(asc(helpdeskTicketComments.id)),
  }),
});

/** The requester, or whoever decides tickets of the category (never their own). */
const seesIt = (asker: Asker, owner: Asker) => isOwner(asker, owner) || can(asker.roles, TICKET_DECIDERS.IT);
const decided = (asker: Asker) =>
  Object.entries(TICKET_DECIDERS)
    .filter(([, permission]) => can(asker.roles, permission))
    .map(([category]) => category);

export const helpdeskTicketsMatrix: MatrixFamily = {
  name: 'help desk tickets',
  seed: async (ctx) => {
    for (const category of ['IT', 'HR', 'ADMIN'] as const) {
      await raised(ctx, category);
      await raised(ctx, category, 'employee.2fa');
    }
    // A desk's own tickets stay out of its queue: the IT and HR heads raise one of their own category.
    await raised(ctx, 'IT', 'it.head');
    await raised(ctx, 'HR', 'hr.head');
  },
  routes: [
    {
      route: 'GET /helpdesk-tickets/{id}',
      record: async (ctx) => ticketRecord(ctx, (await raised(ctx)).id),
      expect: seenBy(seesIt),
    },
    {
      route: 'GET /files/downloadFile/{id}',
      label: 'a ticket attachment',
      record: async (ctx) => fileRecord(ctx, (await raised(ctx)).attachment),
      expect: seenBy(seesIt),
    },
    {
      route: 'POST /helpdesk-tickets/{id}/comments',
      record: async (ctx) => ticketRecord(ctx, (await raised(ctx)).id),
      body: () => ({ body: 'Any news?' }),
      expect: seenBy(seesIt, 201),
    },
    ...requestFamilyRoutes(serverTicketFamily, async (ctx) => (await raised(ctx)).id, { fields: { category: 'IT' } }),
  ],
  lists: [
    {
      url: '/helpdesk-tickets/employee?pageSize=100',
      expect: () => 200,
      visible: (asker, row) => row.employeeId === asker.id,
    },
    // The desks' queue: only the categories the asker decides, never their own tickets.
    {
      url: '/helpdesk-tickets?status=ALL&pageSize=100',
      expect: () => 200,
      visible: (asker, row) => row.employeeId !== asker.id && decided(asker).includes(String(row.category)),
    },
  ],
};

const policy = (ctx: MatrixContext) => ({
  title: `Policy ${ctx.next()}`,
  summary: 'What the access matrix may do.',
  effectiveFrom: '2026-01-01',
  url: 'https://intranet.example/policy',
});

/** A policy the IT head published, with a document. */
async function published(ctx: MatrixContext) {
  const documentId = await uploaded(ctx, 'it.head', 'POLICY_DOCUMENT');
  const row = await made<{ id: number }>(ctx, 'it.head', 'POST', '/api/it-policies', {
    ...policy(ctx),
    url: null,
    documentId,
  });
  return { id: row.id, documentId };
}
const policyRecord = (ctx: MatrixContext, id: number): MatrixRecord => ({
  id,
  state: () => ctx.t.db.select().from(itPolicies).orderBy(asc(itPolicies.id)),
});

export const itPoliciesMatrix: MatrixFamily = {
  name: 'IT policies',
  routes: [
    {
      route: 'GET /it-policies/{id}',
      record: async (ctx) => policyRecord(ctx, (await published(ctx)).id),
      expect: seenBy(everyone),
    },
    {
      route: 'GET /files/downloadFile/{id}',
      label: 'a policy document',
      record: async (ctx) => fileRecord(ctx, (await published(ctx)).documentId),
      expect: seenBy(everyone),
    },
    {
      route: 'PUT /it-policies/{id}',
      record: async (ctx) => policyRecord(ctx, (await published(ctx)).id),
      body: (ctx) => policy(ctx),
      expect: needs('MANAGE_IT_POLICIES', () => 200),
    },
    {
      route: 'POST /it-policies/{id}/retire',
      record: async (ctx) => policyRecord(ctx, (await published(ctx)).id),
      expect: needs('MANAGE_IT_POLICIES', () => 200),
    },
  ],
};
