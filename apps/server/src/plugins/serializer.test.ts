import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerSerializerCompiler } from './serializer';
import { registerErrorHandling } from './errors';

const ZClaim = z.object({
  id: z.number().int(),
  amount: z.number(),
  remark: z.string().nullable(),
  receipts: z.array(z.object({ id: z.string(), name: z.string() })),
});
const ZOutcome = z.union([
  z.object({ id: z.number(), ok: z.literal(true), status: z.string(), message: z.string() }),
  z.object({ id: z.number(), ok: z.literal(false), statusCode: z.number(), message: z.string() }),
]);

let app: FastifyInstance;
afterEach(() => app.close());

/** A server of one route answering `answer` under `schema`, written by the compiled writers, checked or not. */
async function answering(schema: z.ZodType, answer: unknown, check: boolean) {
  app = Fastify({ logger: false });
  app.setSerializerCompiler(answerSerializerCompiler(check));
  registerErrorHandling(app);
  app.get('/answer', { schema: { response: { 200: schema } } }, async () => answer);
  await app.ready();
  return app.inject({ method: 'GET', url: '/answer' });
}

describe('answers written by compiled writers', () => {
  const claim = {
    id: 7,
    amount: 1250.5,
    remark: null,
    receipts: [{ id: 'f1', name: 'taxi "airport".pdf', sha256: 'not in the schema' }],
    passwordHash: 'secret',
  };

  it('write what the schema names, as zod writes it, and leave every other key out, nested ones too', async () => {
    for (const check of [false, true]) {
      const res = await answering(ZClaim, claim, check);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(
        '{"id":7,"amount":1250.5,"remark":null,"receipts":[{"id":"f1","name":"taxi \\"airport\\".pdf"}]}',
      );
      expect(res.body).toBe(JSON.stringify(ZClaim.parse(claim)));
    }
  });

  it('write each branch of a union with its own keys', async () => {
    const outcomes = [
      { id: 1, ok: true, status: 'APPROVED', message: 'Request approved.', statusCode: 200 },
      { id: 2, ok: false, statusCode: 409, message: 'This request is already rejected.' },
    ];
    const res = await answering(z.array(ZOutcome), outcomes, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, ok: true, status: 'APPROVED', message: 'Request approved.' },
      { id: 2, ok: false, statusCode: 409, message: 'This request is already rejected.' },
    ]);
  });

  it('with the check, answer 500 for an answer its schema refuses; without it, the writer does not check', async () => {
    const wrong = { ...claim, amount: '1250.50' };
    const checked = await answering(ZClaim, wrong, true);
    expect(checked.statusCode).toBe(500);
    expect(checked.json()).toEqual({ message: 'Internal server error occurred.' });
    const unchecked = await answering(ZClaim, wrong, false);
    expect(unchecked.statusCode).toBe(200);
    expect(unchecked.json().amount).toBe(1250.5);
  });

  it("write a codec's encoding with zod's own writer, as zod writes it", async () => {
    const ZCoded = z.object({ n: z.codec(z.string(), z.number(), { decode: Number, encode: String }) });
    for (const check of [false, true]) {
      const res = await answering(ZCoded, { n: 5 }, check);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"n":"5"}');
    }
  });

  it("write a schema JSON Schema cannot say with zod's own writer", async () => {
    const at = new Date('2026-11-29T08:00:00.000Z');
    for (const check of [false, true]) {
      const res = await answering(z.object({ at: z.date() }), { at, extra: 1 }, check);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"at":"2026-11-29T08:00:00.000Z"}');
    }
  });
});
