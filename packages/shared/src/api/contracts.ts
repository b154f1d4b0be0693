import { z } from 'zod';
import { ZIdParamsSchema } from '../schemas/common';
import {
  ZContactRequestSchema,
  ZContactSchema,
  ZContractCompanyListQuerySchema,
  ZContractCompanyPageSchema,
  ZContractCompanyRequestSchema,
  ZContractCompanySchema,
  ZContractFilterQuerySchema,
  ZContractListQuerySchema,
  ZContractPageSchema,
  ZContractRequestSchema,
  ZContractSchema,
  ZContractStatusRequestSchema,
  ZEnquiryListQuerySchema,
  ZEnquiryPageSchema,
  ZEnquiryRequestSchema,
  ZEnquirySchema,
  ZEnquiryStatusRequestSchema,
  ZEstimationMethodRequestSchema,
  ZEstimationMethodSchema,
  ZInvoiceRateRequestSchema,
  ZInvoiceRateSchema,
  ZPipelineDashboardSchema,
  ZProposalListQuerySchema,
  ZProposalPageSchema,
  ZProposalRequestSchema,
  ZProposalSchema,
  ZProposalStatusRequestSchema,
  ZTaskOrderRequestSchema,
  ZTaskOrderSchema,
} from '../schemas/contracts';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

const READ = { grant: 'HANDLE_CONTRACTS' } as const;
const PIPELINE = { grant: 'WORK_ON_PIPELINE' } as const;
const CONTRACTS = { grant: 'MANAGE_CONTRACTS' } as const;
const CLOSED = 'The contract is completed or terminated: it and what hangs off it no longer change.';

export const contractCompaniesApi = defineEndpoints(TAGS.contractCompanies, {
  contractCompanies: {
    method: 'GET',
    path: '/contractCompanies',
    access: READ,
    summary: 'The contract companies, a page at a time: searched by name or industry',
    query: ZContractCompanyListQuerySchema,
    success: {
      status: 200,
      description: 'A page of companies, by name unless asked, each with how many enquiries and contracts it has.',
      schema: ZContractCompanyPageSchema,
    },
  },
  contractCompany: {
    method: 'GET',
    path: '/contractCompanies/{id}',
    access: READ,
    summary: 'One contract company',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The company.', schema: ZContractCompanySchema },
    errors: { 404: 'No such company.' },
  },
  createContractCompany: {
    method: 'POST',
    path: '/contractCompanies',
    access: { grant: 'KEEP_CONTRACT_COMPANIES' },
    summary: 'Add a company (also on the spot from the enquiry form)',
    body: ZContractCompanyRequestSchema,
    success: { status: 201, description: 'The new company.', schema: ZContractCompanySchema },
    errors: { 409: 'A company of that name exists already.' },
  },
  updateContractCompany: {
    method: 'PUT',
    path: '/contractCompanies/{id}',
    access: { grant: 'KEEP_CONTRACT_COMPANIES' },
    summary: 'Change a company',
    params: ZIdParamsSchema,
    body: ZContractCompanyRequestSchema,
    success: { status: 200, description: 'The company as it is now.', schema: ZContractCompanySchema },
    errors: { 404: 'No such company.', 409: 'A company of that name exists already.' },
  },
  deleteContractCompany: {
    method: 'DELETE',
    path: '/contractCompanies/{id}',
    access: { grant: 'KEEP_CONTRACT_COMPANIES' },
    summary: 'Delete a company that has no enquiries and no contracts',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: { 404: 'No such company.', 409: 'The company has enquiries or contracts.' },
  },
});

export const estimationMethodsApi = defineEndpoints(TAGS.estimationMethods, {
  estimationMethods: {
    method: 'GET',
    path: '/estimation-methods',
    access: READ,
    summary: 'The estimation methods, in their order',
    success: { status: 200, description: 'The methods, active and not.', schema: z.array(ZEstimationMethodSchema) },
  },
  createEstimationMethod: {
    method: 'POST',
    path: '/estimation-methods',
    access: { grant: 'MANAGE_ESTIMATION_METHODS' },
    summary: 'Add an estimation method',
    body: ZEstimationMethodRequestSchema,
    success: { status: 201, description: 'The new method.', schema: ZEstimationMethodSchema },
    errors: { 409: 'A method with that code exists already.' },
  },
  updateEstimationMethod: {
    method: 'PUT',
    path: '/estimation-methods/{id}',
    access: { grant: 'MANAGE_ESTIMATION_METHODS' },
    summary: 'Change an estimation method (turn it off to stop new proposals using it)',
    params: ZIdParamsSchema,
    body: ZEstimationMethodRequestSchema,
    success: { status: 200, description: 'The method as it is now.', schema: ZEstimationMethodSchema },
    errors: { 404: 'No such estimation method.', 409: 'A method with that code exists already.' },
  },
  deleteEstimationMethod: {
    method: 'DELETE',
    path: '/estimation-methods/{id}',
    access: { grant: 'MANAGE_ESTIMATION_METHODS' },
    summary: 'Delete an estimation method no proposal uses',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: { 404: 'No such estimation method.', 409: 'Proposals use the method: turn it off instead.' },
  },
});

const NO_ENQUIRY = 'No such enquiry.';

export const businessEnquiriesApi = defineEndpoints(TAGS.businessEnquiries, {
  businessEnquiries: {
    method: 'GET',
    path: '/businessEnquiry',
    access: READ,
    summary: 'The business enquiries, a page at a time: searched by title, company or owner, filtered by status',
    query: ZEnquiryListQuerySchema,
    success: {
      status: 200,
      description: 'A page of enquiries, latest received first unless asked.',
      schema: ZEnquiryPageSchema,
    },
  },
  businessEnquiry: {
    method: 'GET',
    path: '/businessEnquiry/{id}',
    access: READ,
    summary: 'One business enquiry',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The enquiry.', schema: ZEnquirySchema },
    errors: { 404: NO_ENQUIRY },
  },
  companyEnquiries: {
    method: 'GET',
    path: '/businessEnquiry/company/{id}',
    access: READ,
    summary: "One company's enquiries",
    params: ZIdParamsSchema,
    success: {
      status: 200,
      description: "The company's enquiries, latest received first.",
      schema: z.array(ZEnquirySchema),
    },
    errors: { 404: 'No such company.' },
  },
  createBusinessEnquiry: {
    method: 'POST',
    path: '/businessEnquiry',
    access: PIPELINE,
    summary: 'Record an enquiry (status NEW)',
    body: ZEnquiryRequestSchema,
    success: { status: 201, description: 'The new enquiry.', schema: ZEnquirySchema },
  },
  updateBusinessEnquiry: {
    method: 'PUT',
    path: '/businessEnquiry/{id}',
    access: PIPELINE,
    summary: 'Change an open enquiry',
    params: ZIdParamsSchema,
    body: ZEnquiryRequestSchema,
    success: { status: 200, description: 'The enquiry as it is now.', schema: ZEnquirySchema },
    errors: { 404: NO_ENQUIRY, 409: 'The enquiry is won or lost: it no longer changes.' },
  },
  moveBusinessEnquiry: {
    method: 'POST',
    path: '/businessEnquiry/{id}/status',
    access: PIPELINE,
    summary: 'Move an enquiry on: NEW → QUALIFIED → PROPOSAL → WON | LOST (LOST with a reason)',
    params: ZIdParamsSchema,
    body: ZEnquiryStatusRequestSchema,
    success: { status: 200, description: 'The enquiry in its new status.', schema: ZEnquirySchema },
    errors: { 404: NO_ENQUIRY, 409: 'The enquiry cannot go from its status to that one.' },
  },
  deleteBusinessEnquiry: {
    method: 'DELETE',
    path: '/businessEnquiry/{id}',
    access: PIPELINE,
    summary: 'Delete an enquiry that has no proposals',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: { 404: NO_ENQUIRY, 409: 'The enquiry has proposals.' },
  },
});

const NO_PROPOSAL = 'No such proposal.';

export const proposalsApi = defineEndpoints(TAGS.proposals, {
  proposals: {
    method: 'GET',
    path: '/proposals',
    access: READ,
    summary:
      'The proposals (or those of one enquiry), a page at a time: searched by enquiry or company, filtered by status (values only for those who may see them)',
    query: ZProposalListQuerySchema,
    success: {
      status: 200,
      description:
        'A page of proposals, each with its version and document, last changed first unless asked; ' +
        'effort, rate, amount, document and contract null for those who may not see contract values.',
      schema: ZProposalPageSchema,
    },
  },
  proposal: {
    method: 'GET',
    path: '/proposals/{id}',
    access: READ,
    summary: 'One proposal',
    params: ZIdParamsSchema,
    success: {
      status: 200,
      description: 'The proposal (its values null for those who may not see them).',
      schema: ZProposalSchema,
    },
    errors: { 404: NO_PROPOSAL },
  },
  createProposal: {
    method: 'POST',
    path: '/proposals',
    access: PIPELINE,
    summary: 'A new version of a proposal for a qualified enquiry (or one in the proposal stage), as a draft',
    body: ZProposalRequestSchema,
    success: {
      status: 201,
      description: "The new proposal, numbered after the enquiry's others.",
      schema: ZProposalSchema,
    },
    errors: { 409: 'The enquiry is not qualified yet, or it is won or lost.' },
  },
  updateProposal: {
    method: 'PUT',
    path: '/proposals/{id}',
    access: PIPELINE,
    summary: 'Change a draft proposal',
    params: ZIdParamsSchema,
    body: ZProposalRequestSchema,
    success: { status: 200, description: 'The proposal as it is now.', schema: ZProposalSchema },
    errors: { 404: NO_PROPOSAL, 409: 'Only a draft changes: make a new version instead.' },
  },
  moveProposal: {
    method: 'POST',
    path: '/proposals/{id}/status',
    access: PIPELINE,
    summary: 'Submit, accept or reject a proposal; accepting marks its enquiry WON',
    params: ZIdParamsSchema,
    body: ZProposalStatusRequestSchema,
    success: { status: 200, description: 'The proposal in its new status.', schema: ZProposalSchema },
    errors: {
      404: NO_PROPOSAL,
      409: 'The proposal cannot go from its status to that one, or its enquiry is decided already.',
    },
  },
  deleteProposal: {
    method: 'DELETE',
    path: '/proposals/{id}',
    access: PIPELINE,
    summary: 'Delete a draft proposal',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: { 404: NO_PROPOSAL, 409: 'Only a draft proposal can be deleted.' },
  },
});

const NO_CONTRACT = 'No such contract.';

export const contractsApi = defineEndpoints(TAGS.contracts, {
  contracts: {
    method: 'GET',
    path: '/contracts',
    access: READ,
    summary:
      'The contracts, a page at a time: searched by number, title or company, filtered by status (values only for those who may see them)',
    query: ZContractListQuerySchema,
    success: {
      status: 200,
      description: 'A page of contracts, latest start first unless asked.',
      schema: ZContractPageSchema,
    },
  },
  contract: {
    method: 'GET',
    path: '/contracts/{id}',
    access: READ,
    summary: 'One contract, with its documents',
    params: ZIdParamsSchema,
    success: {
      status: 200,
      description:
        'The contract (value, ceilings, proposal and documents null for those who may not see contract values).',
      schema: ZContractSchema,
    },
    errors: { 404: NO_CONTRACT },
  },
  companyContracts: {
    method: 'GET',
    path: '/contracts/company/{id}',
    access: READ,
    summary: "One company's contracts",
    params: ZIdParamsSchema,
    success: { status: 200, description: "The company's contracts.", schema: z.array(ZContractSchema) },
    errors: { 404: 'No such company.' },
  },
  createContract: {
    method: 'POST',
    path: '/contracts',
    access: CONTRACTS,
    summary: 'Register a contract (as a draft), from an accepted proposal or on its own',
    body: ZContractRequestSchema,
    success: { status: 201, description: 'The new contract.', schema: ZContractSchema },
    errors: { 409: 'The number is taken, or the proposal is not accepted or has a contract already.' },
  },
  updateContract: {
    method: 'PUT',
    path: '/contracts/{id}',
    access: CONTRACTS,
    summary: 'Change a draft or active contract',
    params: ZIdParamsSchema,
    body: ZContractRequestSchema,
    success: { status: 200, description: 'The contract as it is now.', schema: ZContractSchema },
    errors: {
      404: NO_CONTRACT,
      409: `${CLOSED} Or the number is taken, or the value or dates no longer hold its task orders.`,
    },
  },
  moveContract: {
    method: 'POST',
    path: '/contracts/{id}/status',
    access: CONTRACTS,
    summary: 'Move a contract on: DRAFT → ACTIVE → COMPLETED | TERMINATED',
    params: ZIdParamsSchema,
    body: ZContractStatusRequestSchema,
    success: { status: 200, description: 'The contract in its new status.', schema: ZContractSchema },
    errors: { 404: NO_CONTRACT, 409: 'The contract cannot go from its status to that one.' },
  },
  deleteContract: {
    method: 'DELETE',
    path: '/contracts/{id}',
    access: CONTRACTS,
    summary: 'Delete a contract nothing depends on',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: { 404: NO_CONTRACT, 409: 'Task orders, rates, contacts or projects depend on the contract.' },
  },
});

const NO_TASK_ORDER = 'No such task order.';

export const taskOrdersApi = defineEndpoints(TAGS.contracts, {
  contractTaskOrders: {
    method: 'GET',
    path: '/contractTaskOrders',
    access: READ,
    summary: 'Every task order (or those of one contract: ?contractId=)',
    query: ZContractFilterQuerySchema,
    success: { status: 200, description: 'The task orders, by contract and start.', schema: z.array(ZTaskOrderSchema) },
  },
  contractTaskOrder: {
    method: 'GET',
    path: '/contractTaskOrders/{id}',
    access: READ,
    summary: 'One task order',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The task order.', schema: ZTaskOrderSchema },
    errors: { 404: NO_TASK_ORDER },
  },
  taskOrdersOfContract: {
    method: 'GET',
    path: '/contractTaskOrders/contract/{id}',
    access: READ,
    summary: "One contract's task orders",
    params: ZIdParamsSchema,
    success: { status: 200, description: "The contract's task orders, by start.", schema: z.array(ZTaskOrderSchema) },
    errors: { 404: NO_CONTRACT },
  },
  createContractTaskOrder: {
    method: 'POST',
    path: '/contractTaskOrders',
    access: CONTRACTS,
    summary:
      "Add a task order: its number unique in the contract, its dates inside the contract's, the ceilings within the contract's value",
    body: ZTaskOrderRequestSchema,
    success: { status: 201, description: 'The new task order.', schema: ZTaskOrderSchema },
    errors: { 409: `The number is taken in the contract, or the ceilings would exceed its value. ${CLOSED}` },
  },
  updateContractTaskOrder: {
    method: 'PUT',
    path: '/contractTaskOrders/{id}',
    access: CONTRACTS,
    summary: 'Change a task order (within the same rules)',
    params: ZIdParamsSchema,
    body: ZTaskOrderRequestSchema,
    success: { status: 200, description: 'The task order as it is now.', schema: ZTaskOrderSchema },
    errors: {
      404: NO_TASK_ORDER,
      409: `The number is taken in the contract, or the ceilings would exceed its value. ${CLOSED}`,
    },
  },
  deleteContractTaskOrder: {
    method: 'DELETE',
    path: '/contractTaskOrders/{id}',
    access: CONTRACTS,
    summary: 'Delete a task order nothing depends on',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: { 404: NO_TASK_ORDER, 409: `Invoice rates or projects depend on the task order. ${CLOSED}` },
  },
});

const NO_RATE = 'No such invoice rate.';
const RATES = { grant: 'SEE_CONTRACT_VALUES' } as const;

export const invoiceRatesApi = defineEndpoints(TAGS.contracts, {
  contractInvoices: {
    method: 'GET',
    path: '/contractInvoices',
    access: RATES,
    summary: 'Every invoice rate (or those of one contract: ?contractId=); hidden from L1 and ADMIN_HEAD',
    query: ZContractFilterQuerySchema,
    success: { status: 200, description: 'The rates, by role, unit and start.', schema: z.array(ZInvoiceRateSchema) },
  },
  contractInvoice: {
    method: 'GET',
    path: '/contractInvoices/{id}',
    access: RATES,
    summary: 'One invoice rate',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The rate.', schema: ZInvoiceRateSchema },
    errors: { 404: NO_RATE },
  },
  createContractInvoice: {
    method: 'POST',
    path: '/contractInvoices',
    access: CONTRACTS,
    summary: 'Add an invoice rate: no two overlapping for the same role and unit of a contract',
    body: ZInvoiceRateRequestSchema,
    success: { status: 201, description: 'The new rate.', schema: ZInvoiceRateSchema },
    errors: { 409: `A rate for the role and unit overlaps those dates. ${CLOSED}` },
  },
  updateContractInvoice: {
    method: 'PUT',
    path: '/contractInvoices/{id}',
    access: CONTRACTS,
    summary: 'Change an invoice rate',
    params: ZIdParamsSchema,
    body: ZInvoiceRateRequestSchema,
    success: { status: 200, description: 'The rate as it is now.', schema: ZInvoiceRateSchema },
    errors: { 404: NO_RATE, 409: `A rate for the role and unit overlaps those dates. ${CLOSED}` },
  },
  deleteContractInvoice: {
    method: 'DELETE',
    path: '/contractInvoices/{id}',
    access: CONTRACTS,
    summary: 'Delete an invoice rate',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: { 404: NO_RATE, 409: CLOSED },
  },
});

const NO_CONTACT = 'No such point of contact.';

export const contactsApi = defineEndpoints(TAGS.contracts, {
  contractContacts: {
    method: 'GET',
    path: '/contract-poc',
    access: READ,
    summary: 'Every point of contact (or those of one contract: ?contractId=)',
    query: ZContractFilterQuerySchema,
    success: { status: 200, description: 'The contacts, by side, primary first.', schema: z.array(ZContactSchema) },
  },
  contractContact: {
    method: 'GET',
    path: '/contract-poc/{id}',
    access: READ,
    summary: 'One point of contact',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The contact.', schema: ZContactSchema },
    errors: { 404: NO_CONTACT },
  },
  createContractContact: {
    method: 'POST',
    path: '/contract-poc',
    access: CONTRACTS,
    summary: 'Add a point of contact: one primary per side',
    body: ZContactRequestSchema,
    success: { status: 201, description: 'The new contact.', schema: ZContactSchema },
    errors: { 409: `That side has a primary contact already. ${CLOSED}` },
  },
  updateContractContact: {
    method: 'PUT',
    path: '/contract-poc/{id}',
    access: CONTRACTS,
    summary: 'Change a point of contact',
    params: ZIdParamsSchema,
    body: ZContactRequestSchema,
    success: { status: 200, description: 'The contact as it is now.', schema: ZContactSchema },
    errors: { 404: NO_CONTACT, 409: `That side has a primary contact already. ${CLOSED}` },
  },
  deleteContractContact: {
    method: 'DELETE',
    path: '/contract-poc/{id}',
    access: CONTRACTS,
    summary: 'Delete a point of contact',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: { 404: NO_CONTACT, 409: CLOSED },
  },
});

export const pipelineDashboardApi = defineEndpoints(TAGS.dashboard, {
  pipelineDashboard: {
    method: 'GET',
    path: '/dashboard/pipeline',
    access: READ,
    summary:
      "The projects dashboard's pipeline: enquiries by status, proposal win rate, active contracts against their ceilings, contracts ending in 60 days",
    success: {
      status: 200,
      description: 'The figures (values null for those who may not see them).',
      schema: ZPipelineDashboardSchema,
    },
  },
});
