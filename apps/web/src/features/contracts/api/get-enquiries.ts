import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { businessEnquiriesApi } from '@staffdesk/shared/api/contracts';
import type { TEnquiry, TEnquiryListQuery } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { PIPELINE_KEY } from '@/lib/api/get-contracts';
import { PICKER_PAGE, withChosen, type PickerOption } from '@/lib/picker-options';
import { useEnquiry } from './get-enquiry';

export function getEnquiries(query: TEnquiryListQuery) {
  return callApi(businessEnquiriesApi.businessEnquiries, { query }, { toastErrors: false });
}

export function useEnquiries(query: TEnquiryListQuery) {
  return useQuery({
    queryKey: [...PIPELINE_KEY, 'enquiries', query],
    queryFn: () => getEnquiries(query),
    placeholderData: keepPreviousData,
  });
}

/** The enquiries a proposal may be made for (qualified, or with proposals out), latest first, with the one chosen already. */
export function useOpenEnquiryOptions(chosenId: number | undefined): PickerOption[] {
  const qualified = useEnquiries({ ...PICKER_PAGE, status: 'QUALIFIED' }).data?.items ?? [];
  const offered = useEnquiries({ ...PICKER_PAGE, status: 'PROPOSAL' }).data?.items ?? [];
  const chosen = useEnquiry(chosenId).data;
  const option = (e: TEnquiry) => ({ value: String(e.id), label: `${e.title} (${e.companyName})` });
  const open = [...qualified, ...offered].sort((a, b) => b.receivedOn.localeCompare(a.receivedOn) || b.id - a.id);
  return withChosen(open.map(option), chosen && option(chosen));
}
