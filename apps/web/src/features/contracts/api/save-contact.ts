import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactsApi } from '@staffdesk/shared/api/contracts';
import type { TContact, TContactRequest } from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

/** Adds a point of contact to its contract, or changes one when an id is given. The form shows a refusal itself. */
export function saveContact({ id, body }: { id?: number; body: TContactRequest }): Promise<TContact> {
  return id === undefined
    ? callApi(contactsApi.createContractContact, { body }, { toastErrors: false })
    : callApi(contactsApi.updateContractContact, { params: { id }, body }, { toastErrors: false });
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveContact, onSuccess: () => refreshPipeline(queryClient) });
}
