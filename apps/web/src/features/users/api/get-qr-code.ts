import { useMutation } from '@tanstack/react-query';
import type { TQrCodeResponse } from '@staffdesk/shared/schemas/auth';
import { authApi } from '@staffdesk/shared/api/auth';
import { callApi } from '@/lib/api-client';

/** Starts enrolment: the server makes a new secret each time, so this is a mutation, not a cached query. */
export function getQrCode(): Promise<TQrCodeResponse> {
  return callApi(authApi.qrCode);
}

export function useQrCode() {
  return useMutation({ mutationFn: getQrCode });
}
