import { useMutation, useQueryClient } from '@tanstack/react-query';
import { holidaysApi } from '@staffdesk/shared/api/attendance';
import type { THoliday, THolidayRequest } from '@staffdesk/shared/schemas/attendance';
import { callApi } from '@/lib/api-client';
import { HOLIDAYS_KEY } from '@/lib/api/get-holidays';

/** Adds a holiday, or changes one when an id is given. The dialog shows a refusal (a date taken) itself. */
export function saveHoliday({ id, body }: { id?: number; body: THolidayRequest }): Promise<THoliday> {
  return id === undefined
    ? callApi(holidaysApi.createHoliday, { body }, { toastErrors: false })
    : callApi(holidaysApi.updateHoliday, { params: { id }, body }, { toastErrors: false });
}

/** A holiday changes every calendar: refresh holidays and attendance alike. */
export function useSaveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHoliday,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['attendance'] }),
      ]),
  });
}
