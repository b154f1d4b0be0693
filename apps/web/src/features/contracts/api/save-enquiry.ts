import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessEnquiriesApi } from '@staffdesk/shared/api/contracts';
import type { TEnquiry, TEnquiryRequest } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

/** Records an enquiry, or changes one when an id is given. The form shows a refusal itself. */
export function saveEnquiry({ id, body }: { id?: number; body: TEnquiryRequest }): Promise<TEnquiry> {
  return id === undefined
    ? callApi(businessEnquiriesApi.createBusinessEnquiry, { body }, { toastErrors: false })
    : callApi(businessEnquiriesApi.updateBusinessEnquiry, { params: { id }, body }, { toastErrors: false });
}

export function useSaveEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEnquiry, onSuccess: () => refreshPipeline(queryClient) });
}
