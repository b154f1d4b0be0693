import { queryOptions, useQuery } from '@tanstack/react-query';
import { benefitLinksApi } from '@staffdesk/shared/api/benefit-links';
import type { BenefitLinkKind } from '@staffdesk/shared/schemas/benefit-links';
import { callApi } from '@/lib/api-client';

const LIST = { MEDICLAIM: benefitLinksApi.mediclaimLinks, PF: benefitLinksApi.pfLinks } as const;

export function getBenefitLinks(kind: BenefitLinkKind) {
  return callApi(LIST[kind], {});
}

export function benefitLinksQueryOptions(kind: BenefitLinkKind) {
  return queryOptions({ queryKey: ['benefit-links', kind], queryFn: () => getBenefitLinks(kind) });
}

/** The links of one kind, in their order. */
export function useBenefitLinks(kind: BenefitLinkKind) {
  return useQuery(benefitLinksQueryOptions(kind));
}
