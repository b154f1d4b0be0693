import { eq } from 'drizzle-orm';
import { jobRuns } from '../../src/db/schema/jobs';
import { rolesIn, type MatrixContext, type MatrixFamily, type MatrixRecord } from './matrix';

/** A background job as the record of its routes: its name, and its runs, which a refused "run now" does not add to. */
const job = async (ctx: MatrixContext): Promise<MatrixRecord> => ({
  id: 'file-sweep',
  state: () => ctx.t.db.select().from(jobRuns).where(eq(jobRuns.job, 'file-sweep')),
});

/** Issue 38: only ADMIN (MANAGE_JOBS: not even MD) reads a job's runs and starts one; everyone else gets 403. */
export const jobsMatrix: MatrixFamily = {
  name: 'background jobs',
  routes: [
    { route: 'GET /jobs/{name}/runs', record: job, expect: rolesIn(['ADMIN']) },
    { route: 'POST /jobs/{name}/run', record: job, expect: rolesIn(['ADMIN']) },
  ],
};
