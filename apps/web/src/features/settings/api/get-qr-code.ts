import { useMutation } from '@tanstack/react-query';
import type { TQrCodeResponse } from '@staffdesk/shared/schemas/auth';
import { http } from '@/lib/http';

/** Starts enrolment: the server makes a new secret each time, so this is a mutation, not a cached query. */
export function getQrCode(): Promise<TQrCodeResponse> {
  return http.get<TQrCodeResponse>('/qr-code');
}

export function useQrCode() {
  return useMutation({ mutationFn: getQrCode });
}
