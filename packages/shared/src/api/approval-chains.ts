import {
  ZApprovalChainListSchema,
  ZApprovalChainSchema,
  ZChainEntityParamsSchema,
  ZChainInputSchema,
} from '../schemas/approval-chains';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

/** The approval chains of the request families (issue 18), kept by the holders of MANAGE_APPROVAL_CHAINS (MD, ADMIN). */
export const approvalChainsApi = defineEndpoints(TAGS.approvalChains, {
  approvalChains: {
    method: 'GET',
    path: '/approval-chains',
    access: { grant: 'MANAGE_APPROVAL_CHAINS' },
    summary:
      'The approval chain of every family approved in steps: its first step, later steps, the fields conditions test and who may decide',
    success: { status: 200, description: 'One chain per family.', schema: ZApprovalChainListSchema },
  },
  updateApprovalChain: {
    method: 'PUT',
    path: '/approval-chains/{entity}',
    access: { grant: 'MANAGE_APPROVAL_CHAINS' },
    summary: "Set a family's later steps: who decides each and when it is taken",
    description:
      'Requests made from now on take the new steps; a request already made keeps the chain it was made with. Audited.',
    params: ZChainEntityParamsSchema,
    body: ZChainInputSchema,
    success: { status: 200, description: 'The chain.', schema: ZApprovalChainSchema },
    errors: {
      400: 'A step names someone who may not decide this family, a field it does not have, a value of the wrong kind, or the same decider twice.',
      404: 'No family approved in steps by that name.',
    },
  },
});
