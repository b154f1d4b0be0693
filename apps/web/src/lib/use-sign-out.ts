import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { LOGIN_PATH } from '@staffdesk/shared/routes';
import { PUSH_TOKEN_KEY } from '@staffdesk/shared/constants';
import { authApi } from '@staffdesk/shared/api/auth';
import { callApi } from './api-client';
import { clearSession, getRefreshToken } from './session';
import { queryClient } from './query-client';

export const LOGGED_OUT_MESSAGE = 'You have successfully logged out!';

function storedPushToken(): string | undefined {
  try {
    return localStorage.getItem(PUSH_TOKEN_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stops Web Push to this browser for the user who leaves and revokes the refresh token on the server (both
 * best effort), then forgets every credential and cached answer.
 */
export async function signOut(): Promise<void> {
  const pushToken = storedPushToken();
  if (pushToken) {
    await callApi(
      authApi.removePushToken,
      { body: { token: pushToken } },
      { skipRefresh: true, toastErrors: false, loader: false },
    ).catch(() => undefined);
  }
  const refreshToken = getRefreshToken();
  if (refreshToken) {
    await callApi(authApi.signOut, { body: { refreshToken } }, { skipRefresh: true, toastErrors: false }).catch(
      () => undefined,
    );
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
