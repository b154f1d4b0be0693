import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { AppError, RETRY_AFTER_SECONDS, databaseUnavailable, foreignKeyRefusal, takenConflict } from '../errors';
import { foreignKeyViolationOf, uniqueViolationOf, unavailabilityOf } from '../db/errors';
import { problemWords, refusalMessage } from './validation-words';

declare module 'fastify' {
  interface FastifyInstance {
    /** Read by readiness (/api/ready). */
    databaseOutage: DatabaseOutage;
  }
}

/** A full disk still answers `select 1`, so readiness fails for a while after a request failed for it. */
export class DatabaseOutage {
  private lastSeenAt = Number.NEGATIVE_INFINITY;

  seen(now = Date.now()): void {
    this.lastSeenAt = now;
  }

  recent(now = Date.now()): boolean {
    return now - this.lastSeenAt < RETRY_AFTER_SECONDS * 1000;
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error occurred.';

/** A failed query's error carries its parameters (a password hash, say): the log keeps only its code and message. */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const queryError = findQueryError(error);
  if (!queryError) return error;
  const cause = queryError.cause as (Error & { code?: string }) | undefined;
  return { type: 'DrizzleQueryError', code: cause?.code, message: cause?.message ?? 'query failed' };
}

function findQueryError(error: Error): DrizzleQueryError | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 10; e = e.cause, depth++) {
    if (e instanceof DrizzleQueryError || ('params' in e && 'query' in e)) return e as DrizzleQueryError;
  }
  return undefined;
}

function formatPath(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (context === 'body' || !context) return path;
  return path ? `${context === 'querystring' ? 'query' : context}.${path}` : context;
}

/** A refused write that no service put in words. */
function databaseRefusal(error: unknown): AppError | undefined {
  const taken = uniqueViolationOf(error);
  if (taken) return takenConflict(taken);
  const dangling = foreignKeyViolationOf(error);
  return dangling && foreignKeyRefusal(dangling);
}

/** A client never sees a stack trace, SQL or internals. */
export function registerErrorHandling(app: FastifyInstance) {
  const outage = new DatabaseOutage();
  app.decorate('databaseOutage', outage);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = !(error instanceof AppError) && unavailabilityOf(error);
    if (unavailable) {
      outage.seen();
      // While the database is away every request fails the same way.
      request.log.warn({ reason: unavailable }, 'database unavailable');
    }
    const known = error instanceof AppError ? error : unavailable ? databaseUnavailable() : databaseRefusal(error);
    if (known) {
      if (known.statusCode === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(known.statusCode).send({
        message: known.message,
        errorDetails: known.errorDetails,
        ...(known.errorCode ? { code: known.errorCode } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((v) => {
        const field = formatPath(error.validationContext, v.instancePath);
        return { field, words: problemWords(field, { ...v, message: v.message ?? '' }) };
      });
      const errorDetails = problems.map(({ field, words }) => (field ? `${field}: ${words}` : words));
      return reply.status(400).send({ message: refusalMessage(problems.map((p) => p.words)), errorDetails });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ message: 'The request body is not valid JSON.' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send({ message: 'Send the body as application/json.' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send({ message: 'The request body is too large.' });
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send({ message: 'The request body is not valid JSON.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE });
  });
}
