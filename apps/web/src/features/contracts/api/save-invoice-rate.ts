import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceRatesApi } from '@staffdesk/shared/api/contracts';
import type { TInvoiceRate, TInvoiceRateRequest } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

/** Adds a rate to its contract, or changes one when an id is given. The form shows a refusal (an overlap) itself. */
export function saveInvoiceRate({ id, body }: { id?: number; body: TInvoiceRateRequest }): Promise<TInvoiceRate> {
  return id === undefined
    ? callApi(invoiceRatesApi.createContractInvoice, { body }, { toastErrors: false })
    : callApi(invoiceRatesApi.updateContractInvoice, { params: { id }, body }, { toastErrors: false });
}

export function useSaveInvoiceRate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveInvoiceRate, onSuccess: () => refreshPipeline(queryClient) });
}
