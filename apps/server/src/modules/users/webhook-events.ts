import type { users } from '../../db/schema/identity';

/** What `user.created` tells an endpoint: who the user is and their roles, never a credential. */
export function userEvent(user: typeof users.$inferSelect) {
  return {
    id: user.id,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    roles: user.roles,
  };
}
