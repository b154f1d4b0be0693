import type { Grant } from '@staffdesk/shared/roles';
import type { Executor } from '../../db/client';

/** Someone who became an employee, by registration or import. */
export interface Joiner {
  employeeId: number;
  dateOfJoining: string;
  /** Today in the joiner's time zone. */
  today: string;
}

/**
 * What modules above people do when people change, in the transaction of the change, and what they know of a
 * user: app.ts wires them (a joiner's leave balances, a member's grants), so that users never imports a module of
 * a higher floor (docs/modules.md).
 */
export interface UserHooks {
  joined: (tx: Executor, joiners: readonly Joiner[]) => Promise<void>;
  /** What a user holds beside their roles' grants by what a higher module keeps (a project's membership). */
  memberGrants: (executor: Executor, userId: number) => Promise<Grant[]>;
}
