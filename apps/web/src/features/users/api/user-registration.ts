import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@staffdesk/shared/api/auth';
import { usersApi } from '@staffdesk/shared/api/users';
import { countriesApi } from '@staffdesk/shared/api/countries';
import type {
  TRegisterUserRequest,
  TUserExportQuery,
  TUserImportRequest,
  TUserListQuery,
  TUserUpdate,
} from '@staffdesk/shared/schemas/users';
import { callApi } from '@/lib/api-client';

const USERS_KEY = ['onboarding', 'users'] as const;

export function userListQueryOptions(query: TUserListQuery) {
  return queryOptions({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: () => callApi(usersApi.listUsers, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useDepartments() {
  return useQuery({
    queryKey: [...USERS_KEY, 'departments'],
    queryFn: () => callApi(usersApi.departments),
    staleTime: 60_000,
  });
}

export function useReportingManagers() {
  return useQuery({
    queryKey: [...USERS_KEY, 'reporting-managers'],
    queryFn: () => callApi(usersApi.reportingManagers),
    staleTime: 60_000,
  });
}

export function useCountries() {
  return useQuery({ queryKey: ['countries'], queryFn: () => callApi(countriesApi.countries), staleTime: Infinity });
}

export function useStates(countryCode: string | undefined) {
  return useQuery({
    queryKey: ['countries', countryCode, 'states'],
    queryFn: () => callApi(countriesApi.countryStates, { params: { code: countryCode ?? '' } }),
    enabled: Boolean(countryCode),
    staleTime: Infinity,
  });
}

export function exportUsers(query: TUserExportQuery): Promise<Blob> {
  return callApi(usersApi.exportUsers, { query }, { headers: { Accept: 'text/csv' } });
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: USERS_KEY });
}

/** The form shows the server's refusal next to its fields, so the client does not toast it too. */
export function useRegisterUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: TRegisterUserRequest) => callApi(usersApi.registerUser, { body }, { toastErrors: false }),
    onSuccess: refresh,
  });
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TUserUpdate }) =>
      callApi(usersApi.updateUser, { params: { id }, body }, { toastErrors: false }),
    onSuccess: refresh,
  });
}

export function useTemporaryPassword() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => callApi(usersApi.temporaryPassword, { params: { id } }),
    onSettled: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => callApi(authApi.disableTwoFactorFor, { params: { id } }),
    onSettled: refresh,
  });
}

/** A preview (commit false) or the import itself; a refusal of the file is shown on the card. */
export function useImportUsers() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: TUserImportRequest) => callApi(usersApi.importUsers, { body }, { toastErrors: false }),
    onSuccess: (result) => (result.committed ? refresh() : undefined),
  });
}
