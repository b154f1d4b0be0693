import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactsApi } from '@staffdesk/shared/api/contracts';
import { callApi } from '@/lib/api-client';
import { refreshPipeline } from './refresh-pipeline';

export function deleteContact(id: number): Promise<void> {
  return callApi(contactsApi.deleteContractContact, { params: { id } });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContact, onSuccess: () => refreshPipeline(queryClient) });
}
