import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { THoliday, THolidayRequest } from '@staffdesk/shared/schemas/attendance';
import { http } from '@/lib/http';

/** Adds a holiday, or changes one when an id is given. The dialog shows a refusal (a date taken) itself. */
export function saveHoliday({ id, body }: { id?: number; body: THolidayRequest }): Promise<THoliday> {
  return id === undefined
    ? http.post<THoliday>('/holidays', body, { toastErrors: false })
    : http.put<THoliday>(`/holidays/${id}`, body, { toastErrors: false });
}

/** A holiday changes every calendar: refresh holidays and attendance alike. */
export function useSaveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHoliday,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['holidays'] }), queryClient.invalidateQueries({ queryKey: ['attendance'] })]),
  });
}
