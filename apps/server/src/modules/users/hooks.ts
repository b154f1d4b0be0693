import type { Executor } from '../../db/client';

/** Someone who became an employee, by registration or import. */
export interface Joiner {
  employeeId: number;
  dateOfJoining: string | null;
  /** Today in the joiner's time zone. */
  today: string;
}

/**
 * What modules above people do when people change, in the transaction of the change: app.ts wires them (a
 * joiner's leave balances), so that users never imports a module of a higher floor (docs/modules.md).
 */
export interface UserHooks {
  joined: (tx: Executor, joiners: readonly Joiner[]) => Promise<void>;
}
