import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCheckInOutEvent, TPunchRequest } from '@staffdesk/shared/schemas/attendance';
import { http } from '@/lib/http';

export function punch(body: NonNullable<TPunchRequest>): Promise<TCheckInOutEvent> {
  return http.post<TCheckInOutEvent>('/check-in-out-events', body);
}

/** A punch changes today's status, the calendar and maybe the missing days: refresh all of attendance. */
export function usePunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: punch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }),
  });
}
