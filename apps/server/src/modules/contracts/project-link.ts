import { eq, sql, type SQL } from 'drizzle-orm';
import { contractTaskOrders, contracts } from '../../db/schema/contracts';
import type { Executor } from '../../db/client';
import { badRequest } from '../../errors';

/**
 * What the projects module asks of contracts: that a project's contract exists and that its task order
 * belongs to that contract (either may be null: an internal project has neither).
 */
export async function checkProjectContract(
  tx: Executor,
  contractId: number | null,
  taskOrderId: number | null,
): Promise<void> {
  if (contractId === null) return;
  const [contract] = await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId));
  if (!contract) throw badRequest('Choose an existing contract.', [`contractId: no contract has the id ${contractId}`]);
  if (taskOrderId === null) return;
  const [taskOrder] = await tx
    .select({ contractId: contractTaskOrders.contractId, number: contractTaskOrders.number })
    .from(contractTaskOrders)
    .where(eq(contractTaskOrders.id, taskOrderId));
  if (!taskOrder)
    throw badRequest('Choose an existing task order.', [`taskOrderId: no task order has the id ${taskOrderId}`]);
  if (taskOrder.contractId !== contractId) {
    throw badRequest(
      `Task order ${taskOrder.number} belongs to another contract: choose one of the project's contract.`,
      ['taskOrderId: the task order belongs to another contract'],
    );
  }
}

/** A project's contract's number, as a column of the project's row (null without a contract). */
export const contractNumberSql = (contractId: SQL) =>
  sql<string | null>`(select c.number from ${contracts} c where c.id = ${contractId})`;
