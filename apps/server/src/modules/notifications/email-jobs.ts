import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { userNotifications } from '../../db/schema/notifications';
import type { Db } from '../../db/client';
import type { JobDefinition, JobResult } from '../jobs/queue';
import { mailContacts } from '../users/people';
import { digestEmail, notificationEmail, type DecisionLinks } from './email-content';
import type { MailConfig } from './mail-config';
import type { Mailer } from './mailer';

export const EMAIL_JOB = 'email-notifications';
export const DIGEST_JOB = 'email-digest';
/** Sends of one notification, the first and pg-boss's three retries of the run (decision 012). */
export const EMAIL_ATTEMPTS = 4;
/** A run sends at most this many; the next one, asked for at once, the rest. */
const BATCH = 100;
/** Older marks are left: email switched on later does not send a backlog of stale news. */
const FRESH = sql`now() - interval '1 day'`;

interface EmailDeps {
  db: Db;
  mail: MailConfig;
  mailer: Mailer;
  /** The approve and reject addresses for a request to decide, where the recipient may decide it. */
  decisionLinks?: (n: {
    userId: number;
    requestEntity: string;
    requestId: number;
    id: number;
  }) => Promise<DecisionLinks | undefined>;
}

const n = userNotifications;

/** A send that failed counts an attempt; the last attempt marks it FAILED, and the run fails so that it is retried. */
async function failed(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(n)
    .set({
      emailAttempts: sql`${n.emailAttempts} + 1`,
      email: sql`case when ${n.emailAttempts} + 1 >= ${EMAIL_ATTEMPTS} then 'FAILED' else ${n.email} end`,
    })
    .where(inArray(n.id, [...ids]));
}

function outcome(sent: number, errors: readonly { count: number; message: string }[]): JobResult {
  const failures = errors.reduce((sum, e) => sum + e.count, 0);
  if (failures > 0)
    throw new Error(`${failures} of ${sent + failures} emails could not be sent: ${errors[0]!.message}`);
  return { items: sent };
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0]!;

/** The notifications marked PENDING: one email each, to the recipient's work address. */
export async function sendPendingEmails(deps: EmailDeps): Promise<JobResult> {
  const { db, mail, mailer } = deps;
  const rows = await db
    .select()
    .from(n)
    .where(and(eq(n.email, 'PENDING'), gt(n.createdAt, FRESH)))
    .orderBy(asc(n.id))
    .limit(BATCH);
  const contacts = await mailContacts(
    db,
    rows.map((r) => r.userId),
  );
  const errors: { count: number; message: string }[] = [];
  let sent = 0;
  for (const row of rows) {
    const to = contacts.get(row.userId);
    // Someone no longer active gets no email of what was left for them.
    if (!to) {
      await db.update(n).set({ email: null }).where(eq(n.id, row.id));
      continue;
    }
    try {
      const decision =
        row.requestEntity && row.requestId !== null && deps.decisionLinks
          ? await deps.decisionLinks({ ...row, requestEntity: row.requestEntity, requestId: row.requestId })
          : undefined;
      await mailer.send({
        to: { name: to.name, address: to.email },
        ...notificationEmail(to.name, row, mail.publicUrl, decision),
      });
      await db.update(n).set({ email: 'SENT' }).where(eq(n.id, row.id));
      sent++;
    } catch (err) {
      await failed(db, [row.id]);
      errors.push({ count: 1, message: messageOf(err) });
    }
  }
  return outcome(sent, errors);
}

/** The notifications marked DIGEST: one email per person of all of theirs, newest first. */
export async function sendDigests(deps: EmailDeps): Promise<JobResult> {
  const { db, mail, mailer } = deps;
  const rows = await db
    .select()
    .from(n)
    .where(and(eq(n.email, 'DIGEST'), gt(n.createdAt, sql`now() - interval '2 days'`)))
    .orderBy(asc(n.userId), sql`${n.createdAt} desc`, sql`${n.id} desc`);
  const byUser = new Map<number, typeof rows>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const contacts = await mailContacts(db, [...byUser.keys()]);
  const errors: { count: number; message: string }[] = [];
  let sent = 0;
  for (const [userId, items] of byUser) {
    const ids = items.map((r) => r.id);
    const to = contacts.get(userId);
    if (!to) {
      await db.update(n).set({ email: null }).where(inArray(n.id, ids));
      continue;
    }
    try {
      await mailer.send({ to: { name: to.name, address: to.email }, ...digestEmail(to.name, items, mail.publicUrl) });
      await db.update(n).set({ email: 'SENT' }).where(inArray(n.id, ids));
      sent++;
    } catch (err) {
      await failed(db, ids);
      errors.push({ count: 1, message: messageOf(err) });
    }
  }
  return outcome(sent, errors);
}

/** Each minute as a safety net; a new notification asks for a run at once (notifications/routes.ts). */
export function emailJobs(deps: EmailDeps): JobDefinition[] {
  return [
    {
      name: EMAIL_JOB,
      title: 'Email notifications',
      description:
        'Emails each notification whose recipient chose email for its kind; a failed send is retried with backoff ' +
        `and marked failed after ${EMAIL_ATTEMPTS} attempts.`,
      schedule: '* * * * *',
      run: () => sendPendingEmails(deps),
    },
    {
      name: DIGEST_JOB,
      title: 'Daily email digest',
      description:
        'At six in the evening, one email to each person of the day’s notifications they chose a digest for.',
      schedule: '0 18 * * *',
      run: () => sendDigests(deps),
    },
  ];
}
