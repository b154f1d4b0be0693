import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/** fastify-type-provider-zod may hand the schema over inside an object. */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | undefined)?.properties;
  if (inner instanceof z.ZodType) return inner;
  throw new Error(`An answer's schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/** zod's encoding of the answer as JSON, or why the answer does not match. */
function zodJson(schema: z.ZodType, data: unknown): { json: string } | { error: z.ZodError } {
  const result = z.safeEncode(schema, data as never);
  return result.success ? { json: JSON.stringify(result.data) } : { error: result.error };
}

/**
 * The writer leaves unnamed keys out anyway, and an open union branch takes, as zod does, a row read with more
 * columns than the answer shows.
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

/** A codec or a transform: JSON Schema describes the value the handler answers, not what zod writes of it. */
const encodes = (schema: z.core.$ZodType) =>
  schema instanceof z.core.$ZodPipe || schema instanceof z.core.$ZodTransform;

/** A schema JSON Schema cannot say (a date), or whose encoding changes a value, gets zod's writer instead. */
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
 * Writes every answer with a writer compiled from its zod schema on first use, which leaves unnamed keys out as
 * zod does, far cheaper (decision 010). It checks no types: with `check` (the tests) zod checks each answer too,
 * and the writer's text must read as zod's, so that a schema the writer reads otherwise fails its test.
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
