import type { UserHooks } from './modules/users/hooks';
import type { AuthHooks } from './modules/auth/hooks';
import { notify, sendPush } from './modules/notifications/service';
import type { AppDeps } from './deps';
import { createJoiningBalances } from './modules/leave/balances';
import { memberGrants } from './modules/projects/access';

/**
 * How modules of a higher floor react to the people module and what they tell it, wired once for the app (app.ts)
 * and the console commands (create-admin.ts): users raise, leave answers; projects say what membership gives
 * (docs/modules.md).
 */
export const USER_HOOKS: UserHooks = { joined: createJoiningBalances, memberGrants };

/** Signing in tells the user through notifications (a recovery code used), pushed to their browsers after the commit. */
export function authHooks({ db, push }: Pick<AppDeps, 'db' | 'push'>): AuthHooks {
  return {
    tellUser: async (tx, userId, notice) => {
      const rows = await notify(tx, [userId], notice);
      return () => sendPush(db, push, rows);
    },
  };
}
