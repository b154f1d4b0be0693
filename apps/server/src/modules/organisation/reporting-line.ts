import { sql } from 'drizzle-orm';
import { employees } from '../../db/schema/organisation';
import { rowsOf, type Executor } from '../../db/client';

/** Far deeper than any company's tree; it only stops a walk round a loop. */
const MAX_DEPTH = 100;

/** Whether `managerId` is above `employeeId` in the reporting tree: their manager, that one's, and so on up. */
export async function isAboveInTree(tx: Executor, managerId: number, employeeId: number): Promise<boolean> {
  if (managerId === employeeId) return false;
  const found = await rowsOf<{ id: number }>(
    tx,
    sql`with recursive up(id, depth) as (
        select ${employees.reportingManagerId}, 1 from ${employees} where ${employees.userId} = ${employeeId}
        union all
        select e.reporting_manager_id, up.depth + 1 from ${employees} e join up on e.user_id = up.id
        where up.id <> ${managerId} and up.depth < ${MAX_DEPTH}
      ) select id from up where id = ${managerId} limit 1`,
  );
  return found.length > 0;
}
