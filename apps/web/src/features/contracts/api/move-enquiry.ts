import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessEnquiriesApi } from '@staffdesk/shared/api/contracts';
import type { TEnquiry, TEnquiryStatusRequest } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import type { RequestOptions } from '@/lib/http';
import { refreshPipeline } from './refresh-pipeline';

/** Qualifies an enquiry, or marks it lost with its reason. */
export function moveEnquiry(
  { id, body }: { id: number; body: TEnquiryStatusRequest },
  options?: RequestOptions,
): Promise<TEnquiry> {
  return callApi(businessEnquiriesApi.moveBusinessEnquiry, { params: { id }, body }, options);
}

/** A refusal is toasted, unless `quiet`: a form that shows it itself. */
export function useMoveEnquiry({ quiet = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: number; body: TEnquiryStatusRequest }) =>
      moveEnquiry(variables, quiet ? { toastErrors: false } : undefined),
    onSuccess: () => refreshPipeline(queryClient),
  });
}
