import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  ENDING_SOON_DAYS,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  type TPipelineDashboard,
} from '@staffdesk/shared/schemas/contracts';
import { businessEnquiries, contractCompanies, contracts, proposals } from '../../db/schema/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../access';
import { ceilingTotalSql } from './contracts';
import { seesValues, shownValues } from './contract-values';

/** The pipeline half of the projects dashboard: each figure is one grouped query. */
export async function pipelineDashboard(db: Db, actor: AuthUser): Promise<TPipelineDashboard> {
  const byStatus = await db
    .select({
      status: businessEnquiries.status,
      count: sql<number>`count(*)::int`,
      expectedValue: sql<number>`coalesce(sum(${businessEnquiries.expectedValue}), 0)::float8`,
    })
    .from(businessEnquiries)
    .groupBy(businessEnquiries.status);
  const [decided] = await db
    .select({
      accepted: sql<number>`count(*) filter (where ${proposals.status} = 'ACCEPTED')::int`,
      rejected: sql<number>`count(*) filter (where ${proposals.status} = 'REJECTED')::int`,
      open: sql<number>`count(*) filter (where ${proposals.status} in ('DRAFT', 'SUBMITTED'))::int`,
    })
    .from(proposals);
  const active = await db
    .select({
      id: contracts.id,
      number: contracts.number,
      title: contracts.title,
      companyName: contractCompanies.name,
      value: contracts.value,
      ceilingTotal: ceilingTotalSql,
      currency: contracts.currency,
      endDate: contracts.endDate,
    })
    .from(contracts)
    .innerJoin(contractCompanies, eq(contractCompanies.id, contracts.companyId))
    .where(eq(contracts.status, 'ACTIVE'))
    .orderBy(asc(contracts.endDate), asc(contracts.id));
  const ending = await db
    .select({
      id: contracts.id,
      number: contracts.number,
      title: contracts.title,
      companyName: contractCompanies.name,
      endDate: contracts.endDate,
      daysLeft: sql<number>`(${contracts.endDate} - current_date)::int`,
    })
    .from(contracts)
    .innerJoin(contractCompanies, eq(contractCompanies.id, contracts.companyId))
    .where(
      and(
        eq(contracts.status, 'ACTIVE'),
        gte(contracts.endDate, sql`current_date`),
        lte(contracts.endDate, sql`current_date + ${ENDING_SOON_DAYS}::int`),
      ),
    )
    .orderBy(asc(contracts.endDate), asc(contracts.id));

  const counted = new Map(byStatus.map((r) => [r.status as EnquiryStatus, r]));
  const accepted = decided?.accepted ?? 0;
  const rejected = decided?.rejected ?? 0;
  return {
    enquiriesByStatus: ENQUIRY_STATUSES.map((status) => ({
      status,
      count: counted.get(status)?.count ?? 0,
      expectedValue: Number(counted.get(status)?.expectedValue ?? 0),
    })),
    proposals: {
      accepted,
      rejected,
      open: decided?.open ?? 0,
      winRate: accepted + rejected === 0 ? null : accepted / (accepted + rejected),
    },
    activeContracts: shownValues(
      actor,
      'activeContract',
      active.map((c) => ({ ...c, ceilingTotal: Number(c.ceilingTotal) })),
    ),
    endingSoon: ending,
    valuesShown: seesValues(actor),
  };
}
