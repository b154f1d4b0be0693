import { useMutation, useQueryClient } from '@tanstack/react-query';
import { holidaysApi } from '@staffdesk/shared/api/attendance';
import { callApi } from '@/lib/api-client';
import { HOLIDAYS_KEY } from '@/lib/api/get-holidays';

export function deleteHoliday(id: number): Promise<void> {
  return callApi(holidaysApi.deleteHoliday, { params: { id } });
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['attendance'] }),
      ]),
  });
}
