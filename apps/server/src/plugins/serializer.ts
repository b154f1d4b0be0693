import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/** A route's answer schema as Fastify hands it over: the zod schema, or an object holding it (fastify-type-provider-zod's form). */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | undefined)?.properties;
  if (inner instanceof z.ZodType) return inner;
  throw new Error(`An answer's schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/** What zod writes: its encoding of the answer (unknown keys left out) as JSON, or why the answer does not match. */
function zodJson(schema: z.ZodType, data: unknown): { json: string } | { error: z.ZodError } {
  const result = z.safeEncode(schema, data as never);
  return result.success ? { json: JSON.stringify(result.data) } : { error: result.error };
}

/**
 * A JSON Schema without `additionalProperties: false`: the writer leaves unnamed keys out without it, and a
 * union's branches, which the writer picks by validating the value against each, then take a value with keys
 * of its own (a row read with more columns than the answer shows) as zod does, instead of refusing it.
 */
function withoutClosedObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, withoutClosedObjects(value)]),
  );
}

/**
 * A part of a schema whose encoding changes a value (a codec or a transform, both pipes): JSON Schema describes
 * the value the handler answers, zod writes what the encoding makes of it (a codec of number and text writes 5 as "5").
 */
const encodes = (schema: z.core.$ZodType) =>
  schema instanceof z.core.$ZodPipe || schema instanceof z.core.$ZodTransform;

/**
 * fast-json-stringify's writer of a schema, compiled from its JSON Schema: the keys the schema names in its
 * order, nothing else. A schema JSON Schema cannot say (a date) or whose encoding changes a value gets zod's
 * writer instead.
 */
function compiledWriter(schema: z.ZodType): Stringify {
  try {
    const described = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      override: ({ zodSchema }) => {
        if (encodes(zodSchema)) throw new Error('The answer is encoded: zod writes it.');
      },
    });
    const jsonSchema = withoutClosedObjects(described);
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Stringify;
  } catch {
    return (data) => {
      const written = zodJson(schema, data);
      if ('error' in written) throw written.error;
      return written.json;
    };
  }
}

/**
 * Writes every answer from its zod schema, compiled to a fast-json-stringify writer on the route's first
 * answer: it writes the keys the schema names and leaves any other out, as zod does, in a quarter of the time
 * of zod's check and JSON.stringify (a page of 20 claims: 14 µs against 55 µs, and no copy of the page for
 * the collector; docs/decisions/010-compiled-answers.md). The writer does not check types: with `check`
 * (the tests, CHECK_RESPONSES=true) each answer is also checked by zod, an answer that does not match is a
 * ResponseSerializationError (500), and the writer's text must read as zod's (the same values; a union's keys
 * may come in another order), so that a schema the writer reads otherwise fails the test that answers it.
 */
export function answerSerializerCompiler(check: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = zodSchemaOf(schema);
    let write: Stringify | undefined;
    return (data: unknown) => {
      write ??= compiledWriter(zodSchema);
      if (!check) return write(data);
      const expected = zodJson(zodSchema, data);
      if ('error' in expected) throw new ResponseSerializationError(method, url, { cause: expected.error });
      const written = write(data);
      if (written !== expected.json && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected.json))) {
        const message = `The compiled writer wrote ${written.slice(0, 500)} where zod writes ${expected.json.slice(0, 500)}`;
        throw new ResponseSerializationError(method, url, {
          cause: new z.ZodError([{ code: 'custom', message, path: [], input: data }]),
        });
      }
      return written;
    };
  };
}
