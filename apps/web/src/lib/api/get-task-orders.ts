import { useQuery } from '@tanstack/react-query';
import { taskOrdersApi } from '@staffdesk/shared/api/contracts';
import { callApi } from '../api-client';
import { PIPELINE_KEY } from './get-contracts';

/** A contract's task orders: listed on the contract, and picked from by an invoice rate and a project. */
export const useTaskOrders = (contractId: number | undefined) =>
  useQuery({
    queryKey: [...PIPELINE_KEY, 'task-orders', contractId],
    queryFn: () => callApi(taskOrdersApi.taskOrdersOfContract, { params: { id: contractId! } }, { toastErrors: false }),
    enabled: contractId !== undefined,
  });
