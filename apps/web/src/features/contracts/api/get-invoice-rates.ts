import { useQuery } from '@tanstack/react-query';
import { invoiceRatesApi } from '@staffdesk/shared/api/contracts';
import type { TInvoiceRate } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { PIPELINE_KEY } from '@/lib/api/get-contracts';

export function getInvoiceRates(contractId: number): Promise<TInvoiceRate[]> {
  return callApi(invoiceRatesApi.contractInvoices, { query: { contractId } }, { toastErrors: false });
}

/** A contract's rates, asked only of those who may see them (`enabled`). */
export function useInvoiceRates(contractId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: [...PIPELINE_KEY, 'rates', contractId],
    queryFn: () => getInvoiceRates(contractId!),
    enabled: contractId !== undefined && enabled,
  });
}
