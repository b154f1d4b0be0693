import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { benefitLinksApi } from '@staffdesk/shared/api/benefit-links';
import type { BenefitLinkKind, TBenefitLink, ZBenefitLinkInputSchema } from '@staffdesk/shared/schemas/benefit-links';
import { benefitLinks } from '../../db/schema/benefit-links';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../access';
import { notFound } from '../../errors';
import { registerEndpoints } from '../../plugins/endpoints';
import { writeAudit } from '../audit/service';

type Row = typeof benefitLinks.$inferSelect;
type Input = z.output<typeof ZBenefitLinkInputSchema>;
const toView = (r: Row): TBenefitLink => ({
  id: r.id,
  title: r.title,
  url: r.url,
  description: r.description,
  sortOrder: r.sortOrder,
  updatedAt: r.updatedAt.toISOString(),
});

/** The mediclaim and PF links: everyone reads them; holders of MANAGE_BENEFIT_LINKS keep them (audited). */
export function benefitLinkRoutes({ db }: AppDeps): FastifyPluginAsync {
  const list = async (kind: BenefitLinkKind) => ({
    items: (
      await db
        .select()
        .from(benefitLinks)
        .where(eq(benefitLinks.kind, kind))
        .orderBy(asc(benefitLinks.sortOrder), asc(benefitLinks.title), asc(benefitLinks.id))
    ).map(toView),
  });
  const create = (kind: BenefitLinkKind) => async (actor: AuthUser, input: Input) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(benefitLinks)
        .values({ kind, ...input })
        .returning();
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'benefit-link.create',
        entity: 'benefit-link',
        entityId: row!.id,
        after: row,
      });
      return toView(row!);
    });
  const update = (kind: BenefitLinkKind) => async (actor: AuthUser, id: number, input: Input) =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(benefitLinks)
        .where(and(eq(benefitLinks.id, id), eq(benefitLinks.kind, kind)))
        .for('update');
      if (!before) throw notFound('No such link.');
      const [row] = await tx
        .update(benefitLinks)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(benefitLinks.id, id))
        .returning();
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'benefit-link.update',
        entity: 'benefit-link',
        entityId: id,
        before,
        after: row,
      });
      return toView(row!);
    });
  const remove = (kind: BenefitLinkKind) => async (actor: AuthUser, id: number) =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .delete(benefitLinks)
        .where(and(eq(benefitLinks.id, id), eq(benefitLinks.kind, kind)))
        .returning();
      if (!before) throw notFound('No such link.');
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'benefit-link.delete',
        entity: 'benefit-link',
        entityId: id,
        before,
      });
    });
  return async (app) => {
    registerEndpoints(app, benefitLinksApi, {
      mediclaimLinks: () => list('MEDICLAIM'),
      createMediclaimLink: ({ user, body }) => create('MEDICLAIM')(user, body),
      updateMediclaimLink: ({ user, params, body }) => update('MEDICLAIM')(user, params.id, body),
      deleteMediclaimLink: ({ user, params }) => remove('MEDICLAIM')(user, params.id),
      pfLinks: () => list('PF'),
      createPfLink: ({ user, body }) => create('PF')(user, body),
      updatePfLink: ({ user, params, body }) => update('PF')(user, params.id, body),
      deletePfLink: ({ user, params }) => remove('PF')(user, params.id),
    });
  };
}
