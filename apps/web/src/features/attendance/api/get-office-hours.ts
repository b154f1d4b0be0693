import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfficeHours } from '@staffdesk/shared/schemas/attendance';
import { punchesApi } from '@staffdesk/shared/api/attendance';
import { callApi } from '@/lib/api-client';

export function getOfficeHours(employeeId: number): Promise<TOfficeHours> {
  return callApi(punchesApi.officeHours, { params: { id: employeeId } });
}

export function officeHoursQueryOptions(employeeId: number) {
  return queryOptions({
    queryKey: ['attendance', 'office-hours', employeeId],
    queryFn: () => getOfficeHours(employeeId),
    staleTime: 5 * 60_000,
  });
}

export function useOfficeHours(employeeId: number | undefined) {
  return useQuery({ ...officeHoursQueryOptions(employeeId ?? 0), enabled: employeeId !== undefined });
}
