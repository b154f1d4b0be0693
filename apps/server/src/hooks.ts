import type { UserHooks } from './modules/users/hooks';
import { createJoiningBalances } from './modules/leave/balances';

/**
 * How modules of a higher floor react to the people module, wired once for the app (app.ts) and the console
 * commands (create-admin.ts): users raise, leave answers (docs/modules.md).
 */
export const USER_HOOKS: UserHooks = { joined: createJoiningBalances };
