import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { storeSession } from '@/lib/session';
import { LOGIN_TOAST } from '@/lib/toasts';
import { LOGIN_SUCCESS } from './login-messages';
import { redirectTarget } from './redirect-target';

/** Signed in: keep the tokens, drop anything cached for a previous user, greet, and go where the user was headed. */
export function useCompleteLogin(
  redirectTo: string | null,
  goTo: (path: string) => Promise<void> | void,
): (tokens: { token: string; refreshToken?: string }) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (tokens) => {
      storeSession(tokens);
      queryClient.clear();
      toast.success(LOGIN_SUCCESS, LOGIN_TOAST);
      await goTo(redirectTarget(redirectTo));
    },
    [queryClient, redirectTo, goTo],
  );
}
