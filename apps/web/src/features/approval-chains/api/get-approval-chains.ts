import { queryOptions, useQuery } from '@tanstack/react-query';
import { approvalChainsApi } from '@staffdesk/shared/api/approval-chains';
import { callApi } from '@/lib/api-client';

/** The chain of every family approved in steps, with what its steps may name. */
export function getApprovalChains() {
  return callApi(approvalChainsApi.approvalChains);
}

export function approvalChainsQueryOptions() {
  return queryOptions({ queryKey: ['approval-chains'], queryFn: getApprovalChains });
}

export function useApprovalChains() {
  return useQuery(approvalChainsQueryOptions());
}
