import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessEnquiriesApi } from '@staffdesk/shared/api/contracts';
import type { TEnquiry, TEnquiryStatusRequest } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

/** Qualifies an enquiry, or marks it lost with its reason. */
export function moveEnquiry({ id, body }: { id: number; body: TEnquiryStatusRequest }): Promise<TEnquiry> {
  return callApi(businessEnquiriesApi.moveBusinessEnquiry, { params: { id }, body });
}

export function useMoveEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveEnquiry, onSuccess: () => refreshPipeline(queryClient) });
}
