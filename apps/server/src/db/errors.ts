/** drizzle wraps the driver's error as `cause`; a BEGIN or a pool's connection attempt throws it bare. */

/** A refusal of PostgreSQL itself. */
export interface DatabaseError {
  code: string;
  message: string;
  constraint?: string;
  /** It carries values, so it is parsed, never shown. */
  detail?: string;
  table?: string;
  /** ERROR for a statement; FATAL or PANIC when the server ended the session. */
  severity?: string;
}

/** The columns are its key's, those of its expressions included. */
export interface KeyViolation {
  constraint: string | undefined;
  columns: string[];
  /** For a key of one column: the value written, the caller's own. */
  value: string | undefined;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function* causes(error: unknown): Generator<object> {
  for (
    let e = error, depth = 0;
    typeof e === 'object' && e !== null && depth < 10;
    e = (e as { cause?: unknown }).cause, depth++
  )
    yield e;
}

/** Both drivers give it a SQLSTATE `code` and a `severity`. */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (const e of causes(error)) {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string') return e as DatabaseError;
  }
  return undefined;
}

/** `(employee_id, date)` → employee_id, date; `(lower(username::text))` → username. */
function keyColumns(detail: string | undefined): { columns: string[]; value: string | undefined } {
  const key = detail?.match(
    /^Key \((.*?)\)=\((.*)\) (?:already exists|is not present in table|is still referenced from table)/s,
  );
  if (!key) return { columns: [], value: undefined };
  // Identifiers not followed by "(" (a function) nor after "::" (a type).
  const columns = [...key[1]!.matchAll(/(?<!::)\b([a-z_][a-z0-9_]*)\b(?!\s*\()/g)].map((m) => m[1]!);
  return { columns: [...new Set(columns)], value: /^[a-z_][a-z0-9_]*$/.test(key[1]!) ? key[2] : undefined };
}

function keyViolationOf(error: unknown, code: string): KeyViolation | undefined {
  const e = databaseErrorOf(error);
  if (e?.code !== code) return undefined;
  return { constraint: e.constraint, ...keyColumns(e.detail) };
}

export const uniqueViolationOf = (error: unknown): KeyViolation | undefined => keyViolationOf(error, UNIQUE_VIOLATION);

/** `referenced` when a row still points to the one deleted or changed, else the key points to no row. */
export function foreignKeyViolationOf(error: unknown): (KeyViolation & { referenced: boolean }) | undefined {
  const violation = keyViolationOf(error, FOREIGN_KEY_VIOLATION);
  return (
    violation && {
      ...violation,
      referenced: /is still referenced from table/.test(databaseErrorOf(error)?.detail ?? ''),
    }
  );
}

const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres gives no code when a connection ends or cannot be had. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/;

/**
 * Why the database is unavailable for a while, when that rather than the request failed: a lost or refused
 * connection, or a missing resource (53…), so that retrying later may succeed. The reason is for the log.
 */
export function unavailabilityOf(error: unknown): string | undefined {
  const e = databaseErrorOf(error);
  if (e) {
    const unavailable =
      e.code.startsWith('08') ||
      e.code.startsWith('53') ||
      ['57P01', '57P02', '57P03'].includes(e.code) ||
      e.severity === 'FATAL' ||
      e.severity === 'PANIC';
    return unavailable ? `${e.code} ${e.message}` : undefined;
  }
  for (const cause of causes(error)) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && NETWORK_ERRORS.has(code)) return typeof message === 'string' ? message : code;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return message;
  }
  return undefined;
}
