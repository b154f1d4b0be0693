import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCheckInOutEvent, TPunchRequest } from '@staffdesk/shared/schemas/attendance';
import { punchesApi } from '@staffdesk/shared/api/attendance';
import { callApi } from '@/lib/api-client';

export function punch(body: NonNullable<TPunchRequest>): Promise<TCheckInOutEvent> {
  return callApi(punchesApi.punch, { body });
}

/** A punch changes today's status, the calendar and maybe the missing days: refresh all of attendance. */
export function usePunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: punch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }),
  });
}
