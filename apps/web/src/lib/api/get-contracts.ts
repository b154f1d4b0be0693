import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractsApi } from '@staffdesk/shared/api/contracts';
import type { TContractListQuery } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '../api-client';

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
