import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

export function deleteHoliday(id: number): Promise<unknown> {
  return http.delete(`/holidays/${id}`);
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['holidays'] }), queryClient.invalidateQueries({ queryKey: ['attendance'] })]),
  });
}
