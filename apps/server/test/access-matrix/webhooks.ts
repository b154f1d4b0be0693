import { eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema/webhooks';
import { made, rolesIn, type MatrixContext, type MatrixFamily, type MatrixRecord } from './matrix';

/**
 * An endpoint ADMIN made, turned off so that no delivery leaves the machine, with one delivered event; the state
 * a refused call must leave as it was is the endpoint and its deliveries.
 */
async function endpoint(ctx: MatrixContext): Promise<MatrixRecord & { deliveryId: number }> {
  const { id } = await made<{ id: number }>(ctx, 'admin', 'POST', '/api/webhooks', {
    url: 'https://93.184.215.14/hook',
    events: ['user.created'],
    active: false,
  });
  const [delivery] = await ctx.t.db
    .insert(webhookDeliveries)
    .values({ endpointId: id, eventId: `msg_matrix${id}`, type: 'user.created', payload: {}, status: 'DELIVERED' })
    .returning({ id: webhookDeliveries.id });
  const state = async () => [
    await ctx.t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)),
    await ctx.t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)),
  ];
  return { id, deliveryId: delivery!.id, state };
}

/** Issue 45: only ADMIN (MANAGE_WEBHOOKS: not even MD) keeps the webhooks; everyone else gets 403. */
export const webhooksMatrix: MatrixFamily = {
  name: 'webhooks',
  routes: [
    {
      route: 'PATCH /webhooks/{id}',
      record: endpoint,
      body: () => ({ description: 'Changed' }),
      expect: rolesIn(['ADMIN']),
    },
    { route: 'POST /webhooks/{id}/rotate-secret', record: endpoint, expect: rolesIn(['ADMIN']) },
    { route: 'DELETE /webhooks/{id}', record: endpoint, expect: rolesIn(['ADMIN'], 204) },
    { route: 'GET /webhooks/{id}/deliveries', record: endpoint, expect: rolesIn(['ADMIN']) },
    {
      route: 'POST /webhooks/deliveries/{id}/replay',
      record: async (ctx) => {
        const { deliveryId, state } = await endpoint(ctx);
        return { id: deliveryId, state };
      },
      expect: rolesIn(['ADMIN'], 201),
    },
  ],
};
