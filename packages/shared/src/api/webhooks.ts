import { ZIdParamsSchema, ZPageQuerySchema } from '../schemas/common';
import {
  ZCreateWebhookSchema,
  ZUpdateWebhookSchema,
  ZWebhookDeliveryPageSchema,
  ZWebhookDeliverySchema,
  ZWebhookEndpointListSchema,
  ZWebhookEndpointSchema,
  ZWebhookEndpointWithSecretSchema,
  ZWebhookEventListSchema,
} from '../schemas/webhooks';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

const ACCESS = { grant: 'MANAGE_WEBHOOKS' } as const;
const NO_ENDPOINT = 'No webhook endpoint has this id.';

/** Outbound webhooks (issue 45): the endpoints, their deliveries and replays, for the holders of MANAGE_WEBHOOKS (ADMIN). */
export const webhooksApi = defineEndpoints(TAGS.webhooks, {
  webhookEvents: {
    method: 'GET',
    path: '/webhooks/events',
    access: ACCESS,
    summary: 'The events an endpoint may be sent: each request family’s lifecycle, users, check-in and check-out',
    success: { status: 200, description: 'The catalogue.', schema: ZWebhookEventListSchema },
  },
  webhooks: {
    method: 'GET',
    path: '/webhooks',
    access: ACCESS,
    summary: 'Every webhook endpoint, newest first, never with its secret',
    success: { status: 200, description: 'The endpoints.', schema: ZWebhookEndpointListSchema },
  },
  createWebhook: {
    method: 'POST',
    path: '/webhooks',
    access: ACCESS,
    summary: 'Register an endpoint and answer its signing secret, the only time it is shown',
    description:
      'The address is https, or http for a host in WEBHOOK_ALLOWED_HOSTS; a host that is or resolves to a ' +
      'loopback, private, link-local or metadata address is refused unless allowed there. Deliveries are signed ' +
      'per Standard Webhooks: `webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>`, keyed by the ' +
      'base64 after `whsec_`.',
    body: ZCreateWebhookSchema,
    success: { status: 201, description: 'The endpoint and its secret.', schema: ZWebhookEndpointWithSecretSchema },
    errors: { 400: 'The address or an event is refused; the message says why.' },
  },
  updateWebhook: {
    method: 'PATCH',
    path: '/webhooks/{id}',
    access: ACCESS,
    summary: 'Change what an endpoint is sent, its description, or turn it off and on',
    description: 'An endpoint turned off is sent nothing; what waited for it is still tried.',
    params: ZIdParamsSchema,
    body: ZUpdateWebhookSchema,
    success: { status: 200, description: 'The endpoint as it is now.', schema: ZWebhookEndpointSchema },
    errors: { 400: 'An event is not in the catalogue.', 404: NO_ENDPOINT },
  },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/webhooks/{id}/rotate-secret',
    access: ACCESS,
    summary: 'Give an endpoint a new signing secret, answered once; deliveries are signed with it from now on',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The endpoint and its new secret.', schema: ZWebhookEndpointWithSecretSchema },
    errors: { 404: NO_ENDPOINT },
  },
  deleteWebhook: {
    method: 'DELETE',
    path: '/webhooks/{id}',
    access: ACCESS,
    summary: 'Remove an endpoint with its delivery log',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Removed.' },
    errors: { 404: NO_ENDPOINT },
  },
  webhookDeliveries: {
    method: 'GET',
    path: '/webhooks/{id}/deliveries',
    access: ACCESS,
    summary: "An endpoint's deliveries, newest first: each with its status, attempts, answer and error",
    params: ZIdParamsSchema,
    query: ZPageQuerySchema,
    success: { status: 200, description: 'A page of deliveries.', schema: ZWebhookDeliveryPageSchema },
    errors: { 404: NO_ENDPOINT },
  },
  replayWebhookDelivery: {
    method: 'POST',
    path: '/webhooks/deliveries/{id}/replay',
    access: ACCESS,
    summary: 'Send a delivery again, as a new delivery with the same webhook-id and body',
    description: 'It is sent by the delivery job within a minute, and retried like any other.',
    params: ZIdParamsSchema,
    success: { status: 201, description: 'The new delivery, waiting to be sent.', schema: ZWebhookDeliverySchema },
    errors: { 404: 'No delivery has this id.' },
  },
});
