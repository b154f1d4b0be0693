import type { Executor } from '../../db/client';

export interface AccountNotice {
  title: string;
  body: string;
  link: string;
}

/**
 * What signing in asks of modules above people: app.ts wires notifications in, so that auth imports no module of
 * a higher floor (docs/modules.md).
 */
export interface AuthHooks {
  /** Tells the user in the transaction of what happened; what it answers runs after the commit (Web Push). */
  tellUser: (tx: Executor, userId: number, notice: AccountNotice) => Promise<() => Promise<void>>;
}
