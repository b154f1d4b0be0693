import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceRatesApi } from '@staffdesk/shared/api/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

export function deleteInvoiceRate(id: number): Promise<void> {
  return callApi(invoiceRatesApi.deleteContractInvoice, { params: { id } });
}

export function useDeleteInvoiceRate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteInvoiceRate, onSuccess: () => refreshPipeline(queryClient) });
}
