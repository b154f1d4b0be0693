import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractCompaniesApi } from '@staffdesk/shared/api/contracts';
import type { TContractCompany, TContractCompanyRequest } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

/** The enquiry form shows a refusal (a name taken) under the new company's fields. */
export function createCompany(body: TContractCompanyRequest): Promise<TContractCompany> {
  return callApi(contractCompaniesApi.createContractCompany, { body }, { toastErrors: false });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCompany, onSuccess: () => refreshPipeline(queryClient) });
}
