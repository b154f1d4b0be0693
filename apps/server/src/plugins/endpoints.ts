import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { z } from 'zod';
import {
  describeAccess,
  errorsOf,
  type BodyOf,
  type Endpoint,
  type EndpointSpec,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@staffdesk/shared/api/endpoint';
import { ZErrorResponseSchema } from '@staffdesk/shared/schemas/common';
import type { AuthUser } from '../access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads the multipart stream itself; the document shows the field (withUploadBodies). */
    upload?: EndpointSpec['upload'];
  }
}

export interface HandlerInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The signed-in user; null on public operations. */
  user: E['access'] extends 'public' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The success body, or the reply itself once it has sent a stream or taken the connection over. */
export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
) => ResponseOf<E> | FastifyReply | Promise<ResponseOf<E> | FastifyReply>;

export type Handlers<G extends Record<string, Endpoint>> = { [K in keyof G]: Handler<G[K]> };

export interface RouteExtras {
  config?: Omit<FastifyContextConfig, 'public' | 'roles' | 'grants' | 'upload' | 'whilePasswordMustChange'>;
  bodyLimit?: number;
  /** Never compressed: a download keeps its Content-Length, and images are compressed already. */
  uncompressed?: boolean;
}

function accessConfig(endpoint: Pick<EndpointSpec, 'access' | 'whilePasswordMustChange'>): FastifyContextConfig {
  const { access } = endpoint;
  if (access === 'public') return { public: true };
  const whileMustChange = endpoint.whilePasswordMustChange ? { whilePasswordMustChange: true } : {};
  if (access === 'signed-in') return { ...whileMustChange };
  const guard =
    'roles' in access ? { roles: access.roles } : { grants: 'grant' in access ? [access.grant] : access.grants };
  return { ...guard, ...whileMustChange };
}

const json = (description: string, schema: z.ZodType) => ({ description, content: { 'application/json': { schema } } });

/** For validation, serialization and the OpenAPI document. */
function schemaOf(endpoint: Endpoint): FastifySchema {
  const { success } = endpoint;
  const response: Record<number, unknown> = {
    [success.status]:
      'schema' in success
        ? json(success.description, success.schema)
        : 'contentType' in success
          ? { description: success.description, content: { [success.contentType]: { schema: z.string() } } }
          : z.null().describe(success.description),
  };
  for (const [status, description] of Object.entries(errorsOf(endpoint)))
    response[Number(status)] = json(description, ZErrorResponseSchema);
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.tag.name],
    summary: endpoint.summary,
    description: [endpoint.description, describeAccess(endpoint.access)].filter(Boolean).join('\n\n'),
    ...(endpoint.access === 'public' ? { security: [] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response,
  } as FastifySchema;
}

/** A missing handler does not compile. */
export function registerEndpoints<G extends Record<string, Endpoint>>(
  app: FastifyInstance,
  group: G,
  handlers: Handlers<G>,
  extras: Partial<Record<keyof G, RouteExtras>> = {},
): void {
  for (const key of Object.keys(group) as (keyof G & string)[]) {
    const endpoint = group[key]!;
    const handler = handlers[key] as Handler<Endpoint>;
    app.route({
      method: endpoint.method,
      url: endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
      config: {
        ...extras[key]?.config,
        ...accessConfig(endpoint),
        ...(endpoint.upload ? { upload: endpoint.upload } : {}),
      },
      ...(extras[key]?.bodyLimit ? { bodyLimit: extras[key].bodyLimit } : {}),
      ...(extras[key]?.uncompressed ? { compress: false as const } : {}),
      schema: schemaOf(endpoint),
      handler: async (request, reply) => {
        const out = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          user: request.user,
          request,
          reply,
        } as HandlerInput<Endpoint>);
        if ((out as unknown) === reply || reply.sent) return reply;
        reply.status(endpoint.success.status);
        return endpoint.success.status === 204 ? reply.send() : out;
      },
    });
  }
}

/** The document shows an upload's multipart body; the route validates none, since it reads the file as it streams. */
export function withUploadBodies(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const out = transform(input);
    const upload = input.route.config?.upload;
    if (!upload) return out;
    const body = {
      type: 'object',
      required: [upload.field],
      properties: { [upload.field]: { type: 'string', format: 'binary', description: upload.description } },
    };
    return { ...out, schema: { ...out.schema, consumes: ['multipart/form-data'], body } };
  };
}
