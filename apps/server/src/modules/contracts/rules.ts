import { CLOSED_CONTRACT_STATUSES, type ContractStatus } from '@staffdesk/shared/schemas/contracts';
import type { FileCategory } from '@staffdesk/shared/schemas/files';
import { conflict, refusingTaken } from '../../errors';
import type { Executor } from '../../db/client';
import { attachFile, attachedFiles, detachFiles } from '../files/service';

const FOREIGN_KEY_VIOLATION = '23503';

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code ?? e?.cause?.code;
}

/**
 * Runs a write and turns what the database refuses into a 409 that says why: a unique index taken, or a
 * row another record still points to (a project of the execution module, say, that this module does not read).
 */
export async function refusingConflicts<T>(
  work: () => Promise<T>,
  words: { taken?: string; dependedOn?: string },
): Promise<T> {
  try {
    return await refusingTaken(work, words.taken);
  } catch (err) {
    if (pgCode(err) === FOREIGN_KEY_VIOLATION && words.dependedOn) throw conflict(words.dependedOn);
    throw err;
  }
}

export function assertContractOpen(contract: { status: string; number: string }): void {
  if (CLOSED_CONTRACT_STATUSES.includes(contract.status as ContractStatus)) {
    throw conflict(
      `Contract ${contract.number} is ${contract.status.toLowerCase()}: it and its task orders, rates and contacts no longer change.`,
    );
  }
}

export const CONTRACT_DOCUMENT: FileCategory = 'CONTRACT_DOCUMENT';

/** Makes a record hold exactly these documents: attaches the new uploads and lets go of the ones left out. */
export async function holdDocuments(
  tx: Executor,
  actorId: number,
  entity: string,
  entityId: number,
  fileIds: readonly string[],
  field: string,
): Promise<void> {
  const held = new Set(
    (await attachedFiles(tx, { entity, entityIds: [entityId], category: CONTRACT_DOCUMENT }))
      .get(String(entityId))
      ?.map((f) => f.id) ?? [],
  );
  await detachFiles(tx, { entity, entityId, category: CONTRACT_DOCUMENT, keep: fileIds });
  for (const [i, fileId] of fileIds.entries()) {
    if (!held.has(fileId))
      await attachFile(tx, {
        fileId,
        ownerId: actorId,
        category: CONTRACT_DOCUMENT,
        entity,
        entityId,
        field: `${field}.${i}`,
      });
  }
}
