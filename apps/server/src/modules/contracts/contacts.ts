import { and, asc, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactSide, TContact, ZContactRequestSchema } from '@staffdesk/shared/schemas/contracts';
import { contractPointsOfContact, contracts } from '../../db/schema/contracts';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../access';
import { conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/service';
import { lockContract } from './contracts';
import { lockPart, sameContract } from './contract-parts';
import { assertContractOpen, refusingConflicts } from './rules';

type ContactInput = z.output<typeof ZContactRequestSchema>;

const NO_CONTACT = 'No such point of contact.';
const contactColumns = { ...getTableColumns(contractPointsOfContact), contractNumber: contracts.number };

async function selectContacts(tx: Executor, where?: SQL): Promise<TContact[]> {
  const rows = await tx
    .select(contactColumns)
    .from(contractPointsOfContact)
    .innerJoin(contracts, eq(contracts.id, contractPointsOfContact.contractId))
    .where(where)
    .orderBy(
      asc(contracts.number),
      asc(contractPointsOfContact.side),
      desc(contractPointsOfContact.isPrimary),
      asc(contractPointsOfContact.name),
    );
  return rows.map((r) => ({
    id: r.id,
    contractId: r.contractId,
    contractNumber: r.contractNumber,
    side: r.side as ContactSide,
    name: r.name,
    designation: r.designation,
    email: r.email,
    phone: r.phone,
    isPrimary: r.isPrimary,
  }));
}

export async function oneContact(tx: Executor, id: number): Promise<TContact> {
  const [found] = await selectContacts(tx, eq(contractPointsOfContact.id, id));
  if (!found) throw notFound(NO_CONTACT);
  return found;
}

async function checkPrimary(tx: Executor, input: ContactInput, id: number | null): Promise<void> {
  if (!input.isPrimary) return;
  const [primary] = await tx
    .select({ name: contractPointsOfContact.name })
    .from(contractPointsOfContact)
    .where(
      and(
        eq(contractPointsOfContact.contractId, input.contractId),
        eq(contractPointsOfContact.side, input.side),
        eq(contractPointsOfContact.isPrimary, true),
        id === null ? undefined : ne(contractPointsOfContact.id, id),
      ),
    );
  if (primary)
    throw conflict(
      `${primary.name} is the primary ${input.side === 'CLIENT' ? "client's" : 'contact on our'} side already: one primary per side.`,
    );
}

const ONE_PRIMARY = 'That side has a primary contact already: one primary per side.';
const lockContact = (tx: Executor, id: number) => lockPart(tx, contractPointsOfContact, id, NO_CONTACT);

/** The points of contact of every contract, or of one. */
export function listContacts(db: Db, contractId?: number): Promise<TContact[]> {
  return selectContacts(db, contractId === undefined ? undefined : eq(contractPointsOfContact.contractId, contractId));
}

export function createContact(db: Db, actor: AuthUser, input: ContactInput): Promise<TContact> {
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const contract = await lockContract(tx, input.contractId);
        assertContractOpen(contract);
        await checkPrimary(tx, input, null);
        const [row] = await tx.insert(contractPointsOfContact).values(input).returning();
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'contract-poc.create',
          entity: 'contract-poc',
          entityId: row!.id,
          after: row,
        });
        return oneContact(tx, row!.id);
      }),
    { taken: ONE_PRIMARY },
  );
}

export function updateContact(db: Db, actor: AuthUser, id: number, input: ContactInput): Promise<TContact> {
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const { contract, row: before } = await lockContact(tx, id);
        sameContract(before, input);
        assertContractOpen(contract);
        await checkPrimary(tx, input, id);
        const [after] = await tx
          .update(contractPointsOfContact)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(contractPointsOfContact.id, id))
          .returning();
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'contract-poc.update',
          entity: 'contract-poc',
          entityId: id,
          before,
          after,
        });
        return oneContact(tx, id);
      }),
    { taken: ONE_PRIMARY },
  );
}

export function removeContact(db: Db, actor: AuthUser, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const { contract, row: before } = await lockContact(tx, id);
    assertContractOpen(contract);
    await tx.delete(contractPointsOfContact).where(eq(contractPointsOfContact.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'contract-poc.delete',
      entity: 'contract-poc',
      entityId: id,
      before,
    });
  });
}
