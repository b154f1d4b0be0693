import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractsApi } from '@staffdesk/shared/api/contracts';
import type { TContractListQuery } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '../api-client';
import { PICKER_PAGE, withChosen, type PickerOption } from '../picker-options';

/**
 * The pipeline's queries. Every key starts with PIPELINE_KEY: a change anywhere (an accepted proposal wins
 * its enquiry, a task order changes its contract's ceilings) refreshes every list and the dashboard.
 */
export const PIPELINE_KEY = ['pipeline'] as const;

export const useContracts = (query: TContractListQuery) =>
  useQuery({
    queryKey: [...PIPELINE_KEY, 'contracts', query],
    queryFn: () => callApi(contractsApi.contracts, { query }, { toastErrors: false }),
    placeholderData: keepPreviousData,
  });

/** The contracts a project may be under, by number, with the one chosen already. */
export function useContractOptions(chosen?: { id: number; number: string }): PickerOption[] {
  const contracts = useContracts({ ...PICKER_PAGE, sort: 'number', order: 'asc' }).data?.items ?? [];
  return withChosen(
    contracts.map((c) => ({ value: String(c.id), label: `${c.number}: ${c.title}` })),
    chosen && { value: String(chosen.id), label: chosen.number },
  );
}
