import { conflict } from '../../errors';

const UNIQUE_VIOLATION = '23505';

/** Postgres reports a taken username, email or code as a unique violation; say which in words, and name the field. */
function taken(err: unknown): { message: string; field?: string } | undefined {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgErr = e?.code === UNIQUE_VIOLATION ? e : e?.cause?.code === UNIQUE_VIOLATION ? e.cause : undefined;
  if (!pgErr) return undefined;
  if (pgErr.constraint?.includes('username')) return { message: 'This username is taken.', field: 'username' };
  if (pgErr.constraint?.includes('email')) return { message: 'This email address belongs to another user.', field: 'userEmailId' };
  if (pgErr.constraint?.includes('employees_code')) return { message: 'This employee code belongs to another employee.', field: 'employeeCode' };
  return { message: 'This conflicts with an existing record.' };
}

export async function withUniqueCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const found = taken(err);
    if (found) throw conflict(found.message, found.field ? [`${found.field}: ${found.message}`] : undefined);
    throw err;
  }
}
