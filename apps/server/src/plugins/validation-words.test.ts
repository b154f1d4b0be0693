import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemWords, refusalMessage, type ValidationProblem } from './validation-words';

/** The problems of an input as fastify-type-provider-zod hands them to the error handler. */
function problemsOf(schema: z.ZodType, input: unknown): { field: string; problem: ValidationProblem }[] {
  const parsed = schema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map(({ code, message, path, ...params }) => ({
    field: path.join('.'),
    problem: { keyword: code, message, params },
  }));
}

const wordsOf = (schema: z.ZodType, input: unknown) =>
  problemsOf(schema, input).map(({ field, problem }) => problemWords(field, problem));

describe("a refusal's words", () => {
  it("puts zod's own words as the schemas put theirs, naming the field", () => {
    const schema = z.strictObject({
      name: z.string(),
      count: z.number().int().min(1).max(9),
      kind: z.enum(['A', 'B']),
      tags: z.array(z.string()).min(1),
      code: z.string().max(3),
    });
    expect(wordsOf(schema, { count: 'x', kind: 'C', tags: [], code: 'ABCD', extra: 1 })).toEqual([
      'Give name.',
      'Give count as a number.',
      'Choose kind among A, B.',
      'Give tags with at least 1 item.',
      'Give code with at most 3 characters.',
      'Remove the unknown field extra.',
    ]);
    expect(wordsOf(schema, { name: 'n', count: 10, kind: 'A', tags: ['t'], code: 'A' })).toEqual([
      'Give count as at most 9.',
    ]);
    expect(wordsOf(z.strictObject({}), { a: 1, b: 2 })).toEqual(['Remove the unknown fields a, b.']);
  });

  it("keeps a schema's own words as they are", () => {
    expect(wordsOf(z.object({ date: z.string({ error: 'Choose a date.' }) }), {})).toEqual(['Choose a date.']);
  });

  it('says how many more problems there are, in the right number', () => {
    expect(refusalMessage(['Give a username.'])).toBe('Give a username.');
    expect(refusalMessage(['Give a username.', 'Give a password.'])).toBe('Give a username. 1 more problem to fix.');
    expect(refusalMessage(['A.', 'B.', 'C.'])).toBe('A. 2 more problems to fix.');
  });
});
