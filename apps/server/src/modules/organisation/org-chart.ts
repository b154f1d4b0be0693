import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TOrgChart, TOrgChartPerson, ZOrgChartQuerySchema } from '@staffdesk/shared/schemas/organisation';
import { sortNameSql, users } from '../../db/schema/identity';
import { employees } from '../../db/schema/organisation';
import { rowsOf, type Db } from '../../db/client';
import { notFound } from '../../errors';
import { fullNameSql } from '../users/full-name';

/** Far deeper than any company's tree; it only stops a walk that would not end. */
const MAX_DEPTH = 100;

const NO_SUCH_PERSON = 'No such active employee.';

/** Each person's active direct reports, counted by the manager index. */
const reportCountSql = sql<number>`(select count(*)::int from ${employees} r
  join ${users} ru on ru.id = r.user_id
  where r.reporting_manager_id = ${employees.userId} and ru.is_active)`;

const personColumns = {
  employeeId: employees.userId,
  fullname: fullNameSql(users),
  designation: employees.designation,
  department: employees.department,
  profilePictureUrl: users.profilePictureUrl,
  reportingManagerId: employees.reportingManagerId,
  reportCount: reportCountSql,
};

function activePeople(db: Db, where: SQL | undefined) {
  return db
    .select(personColumns)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(eq(users.isActive, true), where))
    .orderBy(asc(sortNameSql(users)), asc(users.id));
}

/** A manager's direct reports, or the people with no manager: one level of the tree, read by the manager index. */
async function level(db: Db, managerId: number | undefined): Promise<TOrgChartPerson[]> {
  if (managerId === undefined) return activePeople(db, isNull(employees.reportingManagerId));
  const [manager] = await activePeople(db, eq(employees.userId, managerId));
  if (!manager) throw notFound(NO_SUCH_PERSON);
  return manager.reportCount === 0 ? [] : activePeople(db, eq(employees.reportingManagerId, managerId));
}

/**
 * The person and their managers, from the top down. The walk stops below a manager who is no longer active:
 * the chart shows active people only, so the one below is where this chain starts.
 */
async function chain(db: Db, personId: number): Promise<TOrgChartPerson[]> {
  const steps = await rowsOf<{ id: number; depth: number }>(
    db,
    sql`with recursive up(id, depth) as (
        select e.user_id, 0 from ${employees} e join ${users} u on u.id = e.user_id
        where e.user_id = ${personId} and u.is_active
        union all
        select e.reporting_manager_id, up.depth + 1 from up
        join ${employees} e on e.user_id = up.id
        join ${users} m on m.id = e.reporting_manager_id
        where m.is_active and up.depth < ${MAX_DEPTH}
      ) select id, depth from up`,
  );
  if (steps.length === 0) throw notFound(NO_SUCH_PERSON);
  const people = await activePeople(
    db,
    inArray(
      employees.userId,
      steps.map((s) => s.id),
    ),
  );
  const depthOf = new Map(steps.map((s) => [s.id, s.depth]));
  return people.sort((a, b) => depthOf.get(b.employeeId)! - depthOf.get(a.employeeId)!);
}

/** Every signed-in user may read the chart: it holds what the directory shows, and the shape of the tree. */
export async function orgChart(db: Db, query: z.output<typeof ZOrgChartQuerySchema>): Promise<TOrgChart> {
  const people = query.personId !== undefined ? await chain(db, query.personId) : await level(db, query.managerId);
  return { people };
}
