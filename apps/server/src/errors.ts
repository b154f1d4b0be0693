import { ERROR_CODES, type ErrorCode } from '@staffdesk/shared/constants';
import { uniqueViolationOf, type KeyViolation } from './db/errors';
import { UNIQUE_CONFLICTS } from './db/unique-conflicts';

/** Errors a service throws; the error handler turns each into `{ message, errorDetails? }` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorDetails?: string[],
    /** Sent as `code`; not named so here, because Fastify sets `code` on an AppError a validator returns. */
    readonly errorCode?: ErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errorDetails?: string[]) => new AppError(400, message, errorDetails);
export const unauthorized = (message = 'Authentication required.') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string, errorDetails?: string[]) => new AppError(409, message, errorDetails);
export const tooManyRequests = (message: string) => new AppError(429, message);
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not available right now. Try again in a moment.';
/** Retry-After of a 503, and how long readiness fails after the database last failed a request. */
export const RETRY_AFTER_SECONDS = 5;
/** The error handler adds Retry-After to every 503. */
export const databaseUnavailable = () => new AppError(503, DATABASE_UNAVAILABLE_MESSAGE);
/** Only the change-password flow answers a user with a temporary password. */
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Change your temporary password before going on.';
export const passwordChangeRequired = () =>
  new AppError(403, PASSWORD_CHANGE_REQUIRED_MESSAGE, undefined, ERROR_CODES.passwordChangeRequired);

const fieldOf = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const wordsOf = (columns: string[]) => columns.map((c) => c.replaceAll('_', ' ')).join(' and ');

/** Names the key's fields, and shows a value only where it is the caller's own. */
export function takenConflict(violation: KeyViolation): AppError {
  const known = violation.constraint ? UNIQUE_CONFLICTS[violation.constraint] : undefined;
  if (known && (typeof known.message === 'string' || violation.value !== undefined)) {
    const message = typeof known.message === 'string' ? known.message : known.message(violation.value!);
    return conflict(message, [`${known.field}: ${message}`]);
  }
  if (violation.columns.length === 0) return conflict('This conflicts with an existing record.');
  const message = `Another record has this ${wordsOf(violation.columns)} already.`;
  return conflict(
    message,
    violation.columns.map((c) => `${fieldOf(c)}: ${message}`),
  );
}

/** 409 when other records still point to the one removed, 400 when the value written points to nothing. */
export function foreignKeyRefusal(violation: KeyViolation & { referenced: boolean }): AppError {
  if (violation.referenced) return conflict('Other records still refer to this one: remove or change them first.');
  if (violation.columns.length === 0) return badRequest('A value given refers to a record that does not exist.');
  const message = `No such ${wordsOf(violation.columns).replace(/ id\b/g, '')}.`;
  return badRequest(
    message,
    violation.columns.map((c) => `${fieldOf(c)}: ${message}`),
  );
}

/**
 * Two requests at once pass any check made before the write, so the index's refusal becomes the 409:
 * `taken`'s words, for any index or by index name, else takenConflict's.
 */
export async function refusingTaken<T>(
  work: () => Promise<T>,
  taken?: string | Readonly<Record<string, string>>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = uniqueViolationOf(error);
    if (!violation) throw error;
    const words = typeof taken === 'string' ? taken : violation.constraint ? taken?.[violation.constraint] : undefined;
    throw words ? conflict(words) : takenConflict(violation);
  }
}
