import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfficeHours } from '@staffdesk/shared/schemas/attendance';
import { http } from '@/lib/http';

export function getOfficeHours(employeeId: number): Promise<TOfficeHours> {
  return http.get<TOfficeHours>(`/check-in-out-events/offic-hours/${employeeId}`);
}

export function officeHoursQueryOptions(employeeId: number) {
  return queryOptions({ queryKey: ['attendance', 'office-hours', employeeId], queryFn: () => getOfficeHours(employeeId), staleTime: 5 * 60_000 });
}

export function useOfficeHours(employeeId: number | undefined) {
  return useQuery({ ...officeHoursQueryOptions(employeeId ?? 0), enabled: employeeId !== undefined });
}
