import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractCompaniesApi } from '@staffdesk/shared/api/contracts';
import type { TContractCompanyListQuery } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { PIPELINE_KEY } from '@/lib/api/get-contracts';
import { PICKER_PAGE, withChosen, type PickerOption } from '@/lib/picker-options';

export function getCompanies(query: TContractCompanyListQuery) {
  return callApi(contractCompaniesApi.contractCompanies, { query }, { toastErrors: false });
}

export function useCompanies(query: TContractCompanyListQuery) {
  return useQuery({
    queryKey: [...PIPELINE_KEY, 'companies', query],
    queryFn: () => getCompanies(query),
    placeholderData: keepPreviousData,
  });
}

/** The companies a form picks from, by name, with the one chosen already (or just added). */
export function useCompanyOptions(chosen?: { id: number; name: string }): PickerOption[] {
  const companies = useCompanies({ ...PICKER_PAGE, sort: 'name', order: 'asc' }).data?.items ?? [];
  return withChosen(
    companies.map((c) => ({ value: String(c.id), label: c.name })),
    chosen && { value: String(chosen.id), label: chosen.name },
  );
}
