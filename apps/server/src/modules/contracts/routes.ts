import type { FastifyPluginAsync } from 'fastify';
import {
  businessEnquiriesApi,
  contactsApi,
  contractCompaniesApi,
  contractsApi,
  estimationMethodsApi,
  invoiceRatesApi,
  pipelineDashboardApi,
  proposalsApi,
  taskOrdersApi,
} from '@staffdesk/shared/api/contracts';
import type { AppDeps } from '../../deps';
import { registerEndpoints } from '../../plugins/endpoints';
import { createCompanyService, createEstimationMethodService } from './companies';
import { createEnquiryService } from './enquiries';
import { createProposalService } from './proposals';
import { createContractService } from './contracts';
import { createContactService, createInvoiceRateService, createTaskOrderService } from './contract-parts';
import { pipelineDashboard } from './dashboard';

/** The business side of project management: companies, enquiries, proposals, contracts and what hangs off them. */
export function contractRoutes(deps: AppDeps): FastifyPluginAsync {
  const companies = createCompanyService(deps);
  const methods = createEstimationMethodService(deps);
  const enquiries = createEnquiryService(deps);
  const offers = createProposalService(deps);
  const contracts = createContractService(deps);
  const taskOrders = createTaskOrderService(deps);
  const rates = createInvoiceRateService(deps);
  const contacts = createContactService(deps);
  return async (app) => {
    registerEndpoints(app, contractCompaniesApi, {
      contractCompanies: ({ query }) => companies.list(query),
      contractCompany: ({ params }) => companies.get(params.id),
      createContractCompany: ({ user, body }) => companies.create(user, body),
      updateContractCompany: ({ user, params, body }) => companies.update(user, params.id, body),
      deleteContractCompany: ({ user, params }) => companies.remove(user, params.id),
    });
    registerEndpoints(app, estimationMethodsApi, {
      estimationMethods: () => methods.list(),
      createEstimationMethod: ({ user, body }) => methods.create(user, body),
      updateEstimationMethod: ({ user, params, body }) => methods.update(user, params.id, body),
      deleteEstimationMethod: ({ user, params }) => methods.remove(user, params.id),
    });
    registerEndpoints(app, businessEnquiriesApi, {
      businessEnquiries: ({ query }) => enquiries.list(query),
      businessEnquiry: ({ params }) => enquiries.get(params.id),
      companyEnquiries: ({ params }) => enquiries.ofCompany(params.id),
      createBusinessEnquiry: ({ user, body }) => enquiries.create(user, body),
      updateBusinessEnquiry: ({ user, params, body }) => enquiries.update(user, params.id, body),
      moveBusinessEnquiry: ({ user, params, body }) => enquiries.move(user, params.id, body),
      deleteBusinessEnquiry: ({ user, params }) => enquiries.remove(user, params.id),
    });
    registerEndpoints(app, proposalsApi, {
      proposals: ({ user, query }) => offers.list(user, query),
      proposal: ({ user, params }) => offers.get(user, params.id),
      createProposal: ({ user, body }) => offers.create(user, body),
      updateProposal: ({ user, params, body }) => offers.update(user, params.id, body),
      moveProposal: ({ user, params, body }) => offers.move(user, params.id, body.status),
      deleteProposal: ({ user, params }) => offers.remove(user, params.id),
    });
    registerEndpoints(app, contractsApi, {
      contracts: ({ user, query }) => contracts.list(user, query),
      contract: ({ user, params }) => contracts.get(user, params.id),
      companyContracts: ({ user, params }) => contracts.ofCompany(user, params.id),
      createContract: ({ user, body }) => contracts.create(user, body),
      updateContract: ({ user, params, body }) => contracts.update(user, params.id, body),
      moveContract: ({ user, params, body }) => contracts.move(user, params.id, body.status),
      deleteContract: ({ user, params }) => contracts.remove(user, params.id),
    });
    registerEndpoints(app, taskOrdersApi, {
      contractTaskOrders: ({ user, query }) => taskOrders.list(user, query.contractId),
      contractTaskOrder: ({ user, params }) => taskOrders.get(user, params.id),
      taskOrdersOfContract: ({ user, params }) => taskOrders.ofContract(user, params.id),
      createContractTaskOrder: ({ user, body }) => taskOrders.create(user, body),
      updateContractTaskOrder: ({ user, params, body }) => taskOrders.update(user, params.id, body),
      deleteContractTaskOrder: ({ user, params }) => taskOrders.remove(user, params.id),
    });
    registerEndpoints(app, invoiceRatesApi, {
      contractInvoices: ({ query }) => rates.list(query.contractId),
      contractInvoice: ({ params }) => rates.get(params.id),
      createContractInvoice: ({ user, body }) => rates.create(user, body),
      updateContractInvoice: ({ user, params, body }) => rates.update(user, params.id, body),
      deleteContractInvoice: ({ user, params }) => rates.remove(user, params.id),
    });
    registerEndpoints(app, contactsApi, {
      contractContacts: ({ query }) => contacts.list(query.contractId),
      contractContact: ({ params }) => contacts.get(params.id),
      createContractContact: ({ user, body }) => contacts.create(user, body),
      updateContractContact: ({ user, params, body }) => contacts.update(user, params.id, body),
      deleteContractContact: ({ user, params }) => contacts.remove(user, params.id),
    });
    registerEndpoints(app, pipelineDashboardApi, {
      pipelineDashboard: ({ user }) => pipelineDashboard(deps.db, user),
    });
  };
}
