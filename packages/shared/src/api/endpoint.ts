import type { z } from 'zod';
import { ROLES, can, type Grant, type Role } from '../roles';

/**
 * Every operation is declared once: the server registers its routes from the declarations, the web app calls
 * them through one typed function, and the OpenAPI document is generated from them.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `grants`: any one of them (a family whose request's field picks the deciding permission). */
export type EndpointAccess =
  | 'public'
  | 'signed-in'
  | { readonly roles: readonly Role[] }
  | { readonly grant: Grant }
  | { readonly grants: readonly Grant[] };

/** Beside those an operation's shape implies. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** `application/octet-stream` stands for a file's own content type. */
export type StreamContentType =
  'text/csv' | 'text/calendar' | 'text/plain' | 'text/event-stream' | 'application/octet-stream';

export type Success =
  | { readonly status: 200 | 201; readonly description: string; readonly schema: z.ZodType }
  | { readonly status: 204; readonly description: string }
  // A redirect of the browser (the handler answers reply.redirect).
  | { readonly status: 302; readonly description: string }
  | { readonly status: 200; readonly description: string; readonly contentType: StreamContentType };

/** One tag of the OpenAPI document. */
export interface ApiTag {
  readonly name: string;
  readonly description: string;
}

export interface EndpointSpec {
  readonly method: HttpMethod;
  /** Under /api, spelt exactly as the spec spells it. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: EndpointAccess;
  /** Answers a user whose password must change: only the change-password flow and what the shell needs to reach it. */
  readonly whilePasswordMustChange?: true;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** A multipart upload of one file in this field, instead of a JSON body. */
  readonly upload?: { readonly field: string; readonly description: string };
  readonly success: Success;
  /** Beyond those the shape implies, each with what it means here. */
  readonly errors?: Partial<Record<ErrorStatus, string>>;
}

/** The operation id is its key in the contract. */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & {
  readonly operationId: string;
  readonly tag: ApiTag;
};

/** The keys become the operation ids, unique across the API. */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(
  tag: ApiTag,
  specs: T,
): { readonly [K in keyof T]: Endpoint<T[K]> } {
  return Object.fromEntries(
    Object.entries(specs).map(([operationId, spec]) => [operationId, { ...spec, operationId, tag }]),
  ) as { readonly [K in keyof T]: Endpoint<T[K]> };
}

// ---------- types of an operation's input and output ----------

type SchemaOf<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

export type ParamsOf<E> = SchemaOf<E, 'params'> extends z.ZodType ? z.output<SchemaOf<E, 'params'>> : undefined;
export type QueryOf<E> = SchemaOf<E, 'query'> extends z.ZodType ? z.output<SchemaOf<E, 'query'>> : undefined;
export type BodyOf<E> = SchemaOf<E, 'body'> extends z.ZodType ? z.output<SchemaOf<E, 'body'>> : undefined;

/** What a caller sends (before defaults and coercion). */
export type ParamsInput<E> = SchemaOf<E, 'params'> extends z.ZodType ? z.input<SchemaOf<E, 'params'>> : undefined;
export type QueryInput<E> = SchemaOf<E, 'query'> extends z.ZodType ? z.input<SchemaOf<E, 'query'>> : undefined;
export type BodyInput<E> = SchemaOf<E, 'body'> extends z.ZodType ? z.input<SchemaOf<E, 'body'>> : undefined;

/** A string for a stream. */
export type ResponseOf<E> = E extends { readonly success: { readonly schema: infer S extends z.ZodType } }
  ? z.output<S>
  : E extends { readonly success: { readonly status: 204 | 302 } }
    ? void
    : string;

// ---------- what the shape of an operation implies ----------

const PASSWORD_MUST_CHANGE_REFUSAL =
  'Your password is a temporary one (code PASSWORD_CHANGE_REQUIRED): change it with POST /reset-password first.';

/** `/users/{id}` → ['id']. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** For documents and messages; undefined for public and signed-in operations. */
export function rolesAdmitted(access: EndpointAccess): readonly Role[] | undefined {
  if (typeof access === 'string') return undefined;
  if ('roles' in access) return access.roles;
  const grants = 'grant' in access ? [access.grant] : access.grants;
  return ROLES.filter((role) => grants.some((grant) => can([role], grant)));
}

/** "Needs MANAGE_HOLIDAYS (ADMIN, MD, HR_HEAD)." / "Needs one of the roles MD, ADMIN." */
export function describeAccess(access: EndpointAccess): string {
  if (access === 'public') return 'Open to anyone, without a token.';
  if (access === 'signed-in') return 'Open to anyone signed in.';
  const roles = rolesAdmitted(access)!.join(', ');
  if ('roles' in access) return `Needs one of the roles ${roles}.`;
  return 'grant' in access
    ? `Needs ${access.grant} (${roles}).`
    : `Needs one of ${access.grants.join(', ')} (${roles}).`;
}

/** Those its shape implies and those it declares. */
export function errorsOf(endpoint: EndpointSpec): Partial<Record<ErrorStatus | 500, string>> {
  const hasInput =
    endpoint.params !== undefined ||
    endpoint.query !== undefined ||
    endpoint.body !== undefined ||
    endpoint.upload !== undefined;
  const hasBody = endpoint.body !== undefined || endpoint.upload !== undefined;
  const implied: Partial<Record<ErrorStatus | 500, string>> = {};
  if (hasInput)
    implied[400] =
      'The input is not valid: `message` says what to fix, `errorDetails` names each field and its problem.';
  if (endpoint.access !== 'public')
    implied[401] = 'No access token, or it has expired or ended: refresh it, or sign in again.';
  const refusals = [
    typeof endpoint.access !== 'string'
      ? `Your roles do not allow this. ${describeAccess(endpoint.access)}`
      : undefined,
    endpoint.access !== 'public' && !endpoint.whilePasswordMustChange ? PASSWORD_MUST_CHANGE_REFUSAL : undefined,
  ].filter(Boolean);
  if (refusals.length) implied[403] = refusals.join(' ');
  if (hasBody) implied[413] = 'The body is larger than the server accepts.';
  if (endpoint.body !== undefined) implied[415] = 'The body is not JSON (send Content-Type: application/json).';
  else if (endpoint.upload !== undefined) implied[415] = 'The body is not multipart/form-data.';
  const declared = endpoint.errors ?? {};
  // A refused role and the service's own refusal are both 403.
  const forbidden = [implied[403], declared[403]].filter(Boolean).join(' ') || undefined;
  return {
    ...implied,
    ...declared,
    ...(forbidden ? { 403: forbidden } : {}),
    500: 'The server failed; the message says nothing of its internals.',
  };
}
