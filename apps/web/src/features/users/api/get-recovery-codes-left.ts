import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRecoveryCodesLeft } from '@staffdesk/shared/schemas/auth';
import { authApi } from '@staffdesk/shared/api/auth';
import { callApi } from '@/lib/api-client';

export function getRecoveryCodesLeft(): Promise<TRecoveryCodesLeft> {
  return callApi(authApi.recoveryCodesLeft);
}

export function recoveryCodesLeftQueryOptions() {
  return queryOptions({ queryKey: ['users', 'recovery-codes-left'], queryFn: getRecoveryCodesLeft });
}

export function useRecoveryCodesLeft(enabled: boolean) {
  return useQuery({ ...recoveryCodesLeftQueryOptions(), enabled });
}
