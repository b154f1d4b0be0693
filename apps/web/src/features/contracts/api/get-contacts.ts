import { useQuery } from '@tanstack/react-query';
import { contactsApi } from '@staffdesk/shared/api/contracts';
import type { TContact } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { PIPELINE_KEY } from '@/lib/api/get-contracts';

export function getContacts(contractId: number): Promise<TContact[]> {
  return callApi(contactsApi.contractContacts, { query: { contractId } }, { toastErrors: false });
}

/** A contract's points of contact; none asked without a contract. */
export function useContacts(contractId: number | undefined) {
  return useQuery({
    queryKey: [...PIPELINE_KEY, 'contacts', contractId],
    queryFn: () => getContacts(contractId!),
    enabled: contractId !== undefined,
  });
}
