import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, addDays, formatIsoDate, todayIn } from '@staffdesk/shared/dates';
import {
  DOCUMENT_EXPIRY_WARNING_DAYS,
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
} from '@staffdesk/shared/schemas/documents';
import { employeeDocuments } from '../../db/schema/documents';
import type { AppDeps } from '../../deps';
import { notify, sendPush } from '../notifications/service';
import { DOCUMENT_LINKS } from './employee-document-family';
import { requestLink } from '../requests/family';
import type { JobDefinition } from '../jobs/queue';

const BATCH = 500;

/**
 * Tells the owner of each verified document that expires within DOCUMENT_EXPIRY_WARNING_DAYS (and has not
 * expired), once per document: the notice is stamped in the same transaction. Rows another server holds are
 * skipped. Answers how many owners were told.
 */
export async function noticeExpiringDocuments(
  { db, push }: Pick<AppDeps, 'db' | 'push'>,
  today = todayIn(DEFAULT_TIME_ZONE),
): Promise<number> {
  let told = 0;
  for (;;) {
    const written = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(employeeDocuments)
        .where(
          and(
            eq(employeeDocuments.status, 'APPROVED'),
            isNull(employeeDocuments.expiryNoticeAt),
            gte(employeeDocuments.expiryDate, today),
            lte(employeeDocuments.expiryDate, addDays(today, DOCUMENT_EXPIRY_WARNING_DAYS)),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const notes = [];
      for (const doc of due) {
        const label = DOCUMENT_TYPE_LABELS[doc.documentType as DocumentType] ?? doc.documentType;
        notes.push(
          ...(await notify(tx, [doc.employeeId], {
            title: 'A document expires soon',
            body:
              `Your ${label} (number ending ${doc.documentNumber.slice(-4)}) expires on ` +
              `${formatIsoDate(doc.expiryDate!)}. Upload the renewed one in My Documents.`,
            link: requestLink(DOCUMENT_LINKS.requester, doc.id),
          })),
        );
      }
      if (due.length > 0)
        await tx
          .update(employeeDocuments)
          .set({ expiryNoticeAt: new Date() })
          .where(
            inArray(
              employeeDocuments.id,
              due.map((d) => d.id),
            ),
          );
      return { notes, count: due.length };
    });
    told += written.count;
    void sendPush(db, push, written.notes).catch(() => undefined);
    if (written.count < BATCH) return told;
  }
}

/** The expiry notices on the job queue: each hour, at half past. A run counts the owners it told. */
export function documentExpiryJob(deps: Pick<AppDeps, 'db' | 'push'>): JobDefinition {
  return {
    name: 'document-expiry',
    title: 'Document expiry notices',
    description: `Tells the owner of each verified document that expires within ${DOCUMENT_EXPIRY_WARNING_DAYS} days, once per document.`,
    schedule: '30 * * * *',
    run: async () => ({ items: await noticeExpiringDocuments(deps) }),
  };
}
