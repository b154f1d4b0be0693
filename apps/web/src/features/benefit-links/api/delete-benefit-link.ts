import { useMutation, useQueryClient } from '@tanstack/react-query';
import { benefitLinksApi } from '@staffdesk/shared/api/benefit-links';
import type { BenefitLinkKind } from '@staffdesk/shared/schemas/benefit-links';
import { callApi } from '@/lib/api-client';
import { benefitLinksQueryOptions } from './get-benefit-links';

const REMOVE = { MEDICLAIM: benefitLinksApi.deleteMediclaimLink, PF: benefitLinksApi.deletePfLink } as const;

export function deleteBenefitLink(kind: BenefitLinkKind, id: number) {
  return callApi(REMOVE[kind], { params: { id } });
}

export function useDeleteBenefitLink(kind: BenefitLinkKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteBenefitLink(kind, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: benefitLinksQueryOptions(kind).queryKey }),
  });
}
