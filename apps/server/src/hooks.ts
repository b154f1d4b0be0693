import type { UserHooks } from './modules/users/hooks';
import { createJoiningBalances } from './modules/leave/balances';
import { memberGrants } from './modules/projects/access';

/**
 * How modules of a higher floor react to the people module and what they tell it, wired once for the app (app.ts)
 * and the console commands (create-admin.ts): users raise, leave answers; projects say what membership gives
 * (docs/modules.md).
 */
export const USER_HOOKS: UserHooks = { joined: createJoiningBalances, memberGrants };
