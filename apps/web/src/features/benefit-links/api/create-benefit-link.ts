import { useMutation, useQueryClient } from '@tanstack/react-query';
import { benefitLinksApi } from '@staffdesk/shared/api/benefit-links';
import type { BenefitLinkKind, TBenefitLinkInput } from '@staffdesk/shared/schemas/benefit-links';
import { callApi } from '@/lib/api-client';
import { benefitLinksQueryOptions } from './get-benefit-links';

const CREATE = { MEDICLAIM: benefitLinksApi.createMediclaimLink, PF: benefitLinksApi.createPfLink } as const;

/** The form shows the server's refusal itself, next to its fields. */
export function createBenefitLink(kind: BenefitLinkKind, body: TBenefitLinkInput) {
  return callApi(CREATE[kind], { body }, { toastErrors: false });
}

export function useCreateBenefitLink(kind: BenefitLinkKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBenefitLinkInput) => createBenefitLink(kind, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: benefitLinksQueryOptions(kind).queryKey }),
  });
}
