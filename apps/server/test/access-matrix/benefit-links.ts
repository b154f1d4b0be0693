import { eq } from 'drizzle-orm';
import { benefitLinks } from '../../src/db/schema/benefit-links';
import { made, needs, type MatrixContext, type MatrixFamily, type MatrixRecord, type MatrixRoute } from './matrix';

const link = (ctx: MatrixContext) => ({ title: `Link ${ctx.next()}`, url: 'https://insurer.example/claims' });

/** The same two operations under each of the spec's paths: only holders of MANAGE_BENEFIT_LINKS change a link. */
function routesOf(path: '/mediclaim-links' | '/pf-links'): MatrixRoute[] {
  const record = async (ctx: MatrixContext): Promise<MatrixRecord> => {
    const { id } = await made<{ id: number }>(ctx, 'hr.head', 'POST', `/api${path}`, link(ctx));
    return { id, state: () => ctx.t.db.select().from(benefitLinks).where(eq(benefitLinks.id, id)) };
  };
  return [
    { route: `PUT ${path}/{id}`, record, body: (ctx) => link(ctx), expect: needs('MANAGE_BENEFIT_LINKS', () => 200) },
    { route: `DELETE ${path}/{id}`, record, expect: needs('MANAGE_BENEFIT_LINKS', () => 204) },
  ];
}

export const benefitLinksMatrix: MatrixFamily = {
  name: 'benefit links',
  routes: [...routesOf('/mediclaim-links'), ...routesOf('/pf-links')],
};
