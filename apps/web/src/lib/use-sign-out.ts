import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { LOGIN_PATH } from '@staffdesk/shared/routes';
import { http } from './http';
import { clearSession, getRefreshToken } from './session';
import { queryClient } from './query-client';

export const LOGGED_OUT_MESSAGE = 'You have successfully logged out!';

/** Revokes the refresh token on the server (best effort), then forgets every credential and cached answer. */
export async function signOut(): Promise<void> {
  const refreshToken = getRefreshToken();
  if (refreshToken) {
    await http.post('/sign-out', { refreshToken }, { skipRefresh: true, toastErrors: false }).catch(() => undefined);
  }
  clearSession();
  queryClient.clear();
}

export function useSignOut(): (options?: { message?: string }) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (options) => {
      await signOut();
      toast.success(options?.message ?? LOGGED_OUT_MESSAGE);
      await navigate(LOGIN_PATH, { replace: true });
    },
    [navigate],
  );
}
