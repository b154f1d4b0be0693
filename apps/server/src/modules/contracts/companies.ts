import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TContractCompany,
  TEstimationMethod,
  ZContractCompanyListQuerySchema,
  ZContractCompanyRequestSchema,
  ZEstimationMethodRequestSchema,
} from '@staffdesk/shared/schemas/contracts';
import { businessEnquiries, contractCompanies, contracts, estimationMethods } from '../../db/schema/contracts';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { badRequest, conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { countries, statesOfCountry } from '../countries/service';
import { listOrder, searchSql } from './list-page';
import { pageWindow } from '../../db/prepared';
import { refusingConflicts } from './rules';

type CompanyInput = z.output<typeof ZContractCompanyRequestSchema>;
type MethodInput = z.output<typeof ZEstimationMethodRequestSchema>;
type ListQuery = z.output<typeof ZContractCompanyListQuerySchema>;

const NO_COMPANY = 'No such company.';
// Qualified by hand: a select of one table names its columns bare, and a bare id inside the subquery is the subquery's.
const companyColumns = {
  ...getTableColumns(contractCompanies),
  enquiryCount: sql<number>`(select count(*)::int from ${businessEnquiries} e where e.company_id = "contract_companies"."id")`,
  contractCount: sql<number>`(select count(*)::int from ${contracts} c where c.company_id = "contract_companies"."id")`,
};
type CompanyRow = typeof contractCompanies.$inferSelect & { enquiryCount: number; contractCount: number };
// By lower(name), the order of the unique index on it.
const SORT_COLUMNS = {
  name: sql`lower(${contractCompanies.name})`,
  industry: sql`lower(${contractCompanies.industry})`,
};

/** The country and state names of the countries API, for each company's codes. */
async function toCompanies(rows: CompanyRow[]): Promise<TContractCompany[]> {
  const countryNames = new Map((await countries()).map((c) => [c.code, c.name]));
  const out: TContractCompany[] = [];
  for (const r of rows) {
    const states = r.stateCode ? await statesOfCountry(r.countryCode).catch(() => []) : [];
    out.push({
      id: r.id,
      name: r.name,
      industry: r.industry,
      website: r.website,
      address: r.address,
      countryCode: r.countryCode,
      countryName: countryNames.get(r.countryCode) ?? r.countryCode,
      stateCode: r.stateCode,
      stateName: states.find((s) => s.code === r.stateCode)?.name ?? r.stateCode,
      taxId: r.taxId,
      enquiryCount: r.enquiryCount,
      contractCount: r.contractCount,
    });
  }
  return out;
}

/** The country must be one of the countries API's, and the state one of its states. */
async function checkPlace(input: CompanyInput): Promise<void> {
  if (!(await countries()).some((c) => c.code === input.countryCode)) {
    throw badRequest('Choose a country from the list.', [`countryCode: no country has the code ${input.countryCode}`]);
  }
  if (input.stateCode && !(await statesOfCountry(input.countryCode)).some((s) => s.code === input.stateCode)) {
    throw badRequest("Choose a state from the list of the country's states.", [
      `stateCode: ${input.countryCode} has no state ${input.stateCode}`,
    ]);
  }
}

const TAKEN_NAME = 'A company of that name exists already: choose it instead.';

export async function companyExists(tx: Executor, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: contractCompanies.id })
    .from(contractCompanies)
    .where(eq(contractCompanies.id, id));
  if (!row) throw notFound(NO_COMPANY);
}

/** A company as the API gives it, with its counts of enquiries and contracts. */
export async function oneCompany(tx: Executor, id: number): Promise<TContractCompany> {
  const rows = await tx.select(companyColumns).from(contractCompanies).where(eq(contractCompanies.id, id));
  if (rows.length === 0) throw notFound(NO_COMPANY);
  return (await toCompanies(rows))[0]!;
}

/** A page of companies, searched by name or industry. */
export async function listCompanies(db: Db, query: ListQuery) {
  const where = searchSql(query.search, [contractCompanies.name, contractCompanies.industry]);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(companyColumns)
      .from(contractCompanies)
      .where(where)
      .orderBy(...listOrder(SORT_COLUMNS, contractCompanies.id, query))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contractCompanies).where(where),
  ]);
  return { items: await toCompanies(rows), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function createCompany(db: Db, actor: AuthUser, input: CompanyInput): Promise<TContractCompany> {
  await checkPlace(input);
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contractCompanies)
          .values({ ...input, createdBy: actor.id })
          .returning();
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'contract-company.create',
          entity: 'contract-company',
          entityId: row!.id,
          after: row,
        });
        return oneCompany(tx, row!.id);
      }),
    { taken: TAKEN_NAME },
  );
}

export async function updateCompany(
  db: Db,
  actor: AuthUser,
  id: number,
  input: CompanyInput,
): Promise<TContractCompany> {
  await checkPlace(input);
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(contractCompanies).where(eq(contractCompanies.id, id)).for('update');
        if (!before) throw notFound(NO_COMPANY);
        const [after] = await tx
          .update(contractCompanies)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(contractCompanies.id, id))
          .returning();
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'contract-company.update',
          entity: 'contract-company',
          entityId: id,
          before,
          after,
        });
        return oneCompany(tx, id);
      }),
    { taken: TAKEN_NAME },
  );
}

export function removeCompany(db: Db, actor: AuthUser, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const company = await oneCompany(tx, id);
    if (company.enquiryCount > 0 || company.contractCount > 0) {
      throw conflict(
        `${company.name} has ${company.enquiryCount} enquiries and ${company.contractCount} contracts: it cannot be deleted.`,
      );
    }
    const [before] = await tx.delete(contractCompanies).where(eq(contractCompanies.id, id)).returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'contract-company.delete',
      entity: 'contract-company',
      entityId: id,
      before,
    });
  });
}

const NO_METHOD = 'No such estimation method.';
const TAKEN_CODE = 'A method with that code exists already.';
const toMethod = (r: typeof estimationMethods.$inferSelect): TEstimationMethod => ({
  id: r.id,
  code: r.code,
  label: r.label,
  computesAmount: r.computesAmount,
  active: r.active,
});

export async function listEstimationMethods(db: Db): Promise<TEstimationMethod[]> {
  return (
    await db.select().from(estimationMethods).orderBy(asc(estimationMethods.sortOrder), asc(estimationMethods.id))
  ).map(toMethod);
}

export function createEstimationMethod(db: Db, actor: AuthUser, input: MethodInput): Promise<TEstimationMethod> {
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const [{ next } = { next: 0 }] = await tx
          .select({ next: sql<number>`coalesce(max(${estimationMethods.sortOrder}), 0)::int + 1` })
          .from(estimationMethods);
        const [row] = await tx
          .insert(estimationMethods)
          .values({ ...input, sortOrder: next })
          .returning();
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'estimation-method.create',
          entity: 'estimation-method',
          entityId: row!.id,
          after: row,
        });
        return toMethod(row!);
      }),
    { taken: TAKEN_CODE },
  );
}

export function updateEstimationMethod(
  db: Db,
  actor: AuthUser,
  id: number,
  input: MethodInput,
): Promise<TEstimationMethod> {
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(estimationMethods).where(eq(estimationMethods.id, id)).for('update');
        if (!before) throw notFound(NO_METHOD);
        const [after] = await tx.update(estimationMethods).set(input).where(eq(estimationMethods.id, id)).returning();
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'estimation-method.update',
          entity: 'estimation-method',
          entityId: id,
          before,
          after,
        });
        return toMethod(after!);
      }),
    { taken: TAKEN_CODE },
  );
}

export function removeEstimationMethod(db: Db, actor: AuthUser, id: number): Promise<void> {
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.delete(estimationMethods).where(eq(estimationMethods.id, id)).returning();
        if (!before) throw notFound(NO_METHOD);
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'estimation-method.delete',
          entity: 'estimation-method',
          entityId: id,
          before,
        });
      }),
    { dependedOn: 'Proposals use this estimation method: turn it off instead of deleting it.' },
  );
}
