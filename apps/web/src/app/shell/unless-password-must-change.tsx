import type { ReactNode } from 'react';
import { useUserContext } from '@/lib/api/get-user-context';

/**
 * Renders its children unless the signed-in user has a temporary password to change: the server refuses
 * such a user everything but the change-password flow (403 PASSWORD_CHANGE_REQUIRED), so the shell's
 * bell, live notifications and flashes wait until they have chosen their own.
 */
export function UnlessPasswordMustChange({ children }: { children: ReactNode }) {
  const { data: user } = useUserContext();
  return user?.passwordMustChange ? null : children;
}
