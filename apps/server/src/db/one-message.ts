import { is, sql, type SQL } from 'drizzle-orm';
import { NodePgDatabase, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import type { Executor } from './client';

/**
 * Statements that must run in one transaction, in order, answering the last one's rows; on PostgreSQL in one
 * round trip. node-postgres sends them as one message of the simple protocol, which PostgreSQL runs as one
 * implicit transaction (committed after the last, rolled back on any error), each statement with a snapshot
 * taken when it starts: a lock the first takes covers what the next ones read. That is one round trip
 * instead of one per statement and two more for BEGIN and COMMIT.
 *
 * The simple protocol has no parameters: the values are written into the text (drizzle's inlineParams:
 * strings quoted with their quotes doubled, numbers and booleans as they are, so numbers must be finite, as
 * the API's schemas make them), and the text is parsed and planned on every call. For short writes on the
 * busiest paths only. Inside a transaction already open, the message runs in it. PGlite (in the process:
 * no round trips) runs the statements one after the other, in a transaction.
 */
export async function inOneMessage<Row>(executor: Executor, statements: readonly SQL[]): Promise<Row[]> {
  if (is(executor, NodePgDatabase) || is(executor, NodePgTransaction)) {
    const results = (await (executor as Executor).execute(sql.join([...statements], sql.raw(';\n')).inlineParams())) as unknown as QueryResult | QueryResult[];
    return (Array.isArray(results) ? results.at(-1)! : results).rows as Row[];
  }
  const inOrder = async (tx: Executor) => {
    let rows: Row[] = [];
    for (const statement of statements) rows = ((await tx.execute(statement)) as unknown as { rows: Row[] }).rows;
    return rows;
  };
  const open = executor as Executor;
  return is(open, PgTransaction) ? inOrder(open) : open.transaction(inOrder);
}
