import { useQuery } from '@tanstack/react-query';
import { businessEnquiriesApi } from '@staffdesk/shared/api/contracts';
import type { TEnquiry } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { PIPELINE_KEY } from '@/lib/api/get-contracts';

export function getEnquiry(id: number): Promise<TEnquiry> {
  return callApi(businessEnquiriesApi.businessEnquiry, { params: { id } }, { toastErrors: false });
}

/** One enquiry; none asked without an id. */
export function useEnquiry(id: number | undefined) {
  return useQuery({
    queryKey: [...PIPELINE_KEY, 'enquiry', id],
    queryFn: () => getEnquiry(id!),
    enabled: id !== undefined,
  });
}
