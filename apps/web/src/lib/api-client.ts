import type { BodyInput, Endpoint, ParamsInput, QueryInput, ResponseOf } from '@staffdesk/shared/api/endpoint';
import { request, type QueryValue, type RequestOptions } from './http';

/**
 * The one way the web app calls an operation: by its declaration in packages/shared/src/api, so that its
 * path, method, input and answer are typed once. It goes through the one HTTP client (lib/http.ts).
 */

/** A part of the input: absent when the operation has none, optional when everything in it is. */
type Part<K extends string, V> = [V] extends [undefined]
  ? { readonly [P in K]?: never }
  : object extends V
    ? { readonly [P in K]?: V }
    : { readonly [P in K]: V };

/** An upload's body is the form with its file (lib/files.ts), sent as multipart as it is. */
type BodyPart<E> = E extends { readonly upload: object } ? FormData : BodyInput<E>;

export type CallInput<E> = Part<'params', ParamsInput<E>> & Part<'query', QueryInput<E>> & Part<'body', BodyPart<E>>;

/** Answers read as a Blob: a CSV export, a file's bytes. */
const BLOB_CONTENT_TYPES = ['text/csv', 'application/octet-stream'] as const;
type BlobContentType = (typeof BLOB_CONTENT_TYPES)[number];

/** What a call answers: the JSON of its declaration, or a Blob for a download. */
export type CallResult<E> = E extends { readonly success: { readonly contentType: BlobContentType } }
  ? Blob
  : ResponseOf<E>;

type CallArgs<E> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: RequestOptions]
    : [input: CallInput<E>, options?: RequestOptions];

/** The path of an operation with its parameters filled in: `/users/{id}` with { id: 7 } is `/users/7`. */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: Readonly<Record<string, unknown>>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${endpoint.path}: the path needs ${name}.`);
    return encodeURIComponent(String(value));
  });
}

export function callApi<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<CallResult<E>> {
  const download =
    'contentType' in endpoint.success &&
    (BLOB_CONTENT_TYPES as readonly string[]).includes(endpoint.success.contentType);
  return request<CallResult<E>>(
    endpoint.method,
    endpointPath(endpoint, input?.params as Record<string, unknown> | undefined),
    input?.body,
    {
      ...options,
      query: input?.query as Record<string, QueryValue> | undefined,
      ...(download ? { responseType: 'blob' as const } : {}),
    },
  );
}
