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
import {
  createCompany,
  createEstimationMethod,
  listCompanies,
  listEstimationMethods,
  oneCompany,
  removeCompany,
  removeEstimationMethod,
  updateCompany,
  updateEstimationMethod,
} from './companies';
import {
  changeEnquiryStatus,
  companyEnquiries,
  createEnquiry,
  listEnquiries,
  oneEnquiry,
  removeEnquiry,
  updateEnquiry,
} from './enquiries';
import { createProposal, listProposals, moveProposal, oneProposal, removeProposal, updateProposal } from './proposals';
import {
  companyContracts,
  createContract,
  listContracts,
  moveContract,
  oneContract,
  removeContract,
  updateContract,
} from './contracts';
import {
  createTaskOrder,
  listTaskOrders,
  oneTaskOrder,
  removeTaskOrder,
  taskOrdersOfContract,
  updateTaskOrder,
} from './task-orders';
import {
  createInvoiceRate,
  listInvoiceRates,
  oneInvoiceRate,
  removeInvoiceRate,
  updateInvoiceRate,
} from './invoice-rates';
import { createContact, listContacts, oneContact, removeContact, updateContact } from './contacts';
import { pipelineDashboard } from './dashboard';

/** The business side of project management: companies, enquiries, proposals, contracts and what hangs off them. */
export function contractRoutes({ db }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoints(app, contractCompaniesApi, {
      contractCompanies: ({ query }) => listCompanies(db, query),
      contractCompany: ({ params }) => oneCompany(db, params.id),
      createContractCompany: ({ user, body }) => createCompany(db, user, body),
      updateContractCompany: ({ user, params, body }) => updateCompany(db, user, params.id, body),
      deleteContractCompany: ({ user, params }) => removeCompany(db, user, params.id),
    });
    registerEndpoints(app, estimationMethodsApi, {
      estimationMethods: () => listEstimationMethods(db),
      createEstimationMethod: ({ user, body }) => createEstimationMethod(db, user, body),
      updateEstimationMethod: ({ user, params, body }) => updateEstimationMethod(db, user, params.id, body),
      deleteEstimationMethod: ({ user, params }) => removeEstimationMethod(db, user, params.id),
    });
    registerEndpoints(app, businessEnquiriesApi, {
      businessEnquiries: ({ query }) => listEnquiries(db, query),
      businessEnquiry: ({ params }) => oneEnquiry(db, params.id),
      companyEnquiries: ({ params }) => companyEnquiries(db, params.id),
      createBusinessEnquiry: ({ user, body }) => createEnquiry(db, user, body),
      updateBusinessEnquiry: ({ user, params, body }) => updateEnquiry(db, user, params.id, body),
      moveBusinessEnquiry: ({ user, params, body }) => changeEnquiryStatus(db, user, params.id, body),
      deleteBusinessEnquiry: ({ user, params }) => removeEnquiry(db, user, params.id),
    });
    registerEndpoints(app, proposalsApi, {
      proposals: ({ user, query }) => listProposals(db, user, query),
      proposal: ({ user, params }) => oneProposal(db, user, params.id),
      createProposal: ({ user, body }) => createProposal(db, user, body),
      updateProposal: ({ user, params, body }) => updateProposal(db, user, params.id, body),
      moveProposal: ({ user, params, body }) => moveProposal(db, user, params.id, body.status),
      deleteProposal: ({ user, params }) => removeProposal(db, user, params.id),
    });
    registerEndpoints(app, contractsApi, {
      contracts: ({ user, query }) => listContracts(db, user, query),
      contract: ({ user, params }) => oneContract(db, user, params.id),
      companyContracts: ({ user, params }) => companyContracts(db, user, params.id),
      createContract: ({ user, body }) => createContract(db, user, body),
      updateContract: ({ user, params, body }) => updateContract(db, user, params.id, body),
      moveContract: ({ user, params, body }) => moveContract(db, user, params.id, body.status),
      deleteContract: ({ user, params }) => removeContract(db, user, params.id),
    });
    registerEndpoints(app, taskOrdersApi, {
      contractTaskOrders: ({ user, query }) => listTaskOrders(db, user, query.contractId),
      contractTaskOrder: ({ user, params }) => oneTaskOrder(db, user, params.id),
      taskOrdersOfContract: ({ user, params }) => taskOrdersOfContract(db, user, params.id),
      createContractTaskOrder: ({ user, body }) => createTaskOrder(db, user, body),
      updateContractTaskOrder: ({ user, params, body }) => updateTaskOrder(db, user, params.id, body),
      deleteContractTaskOrder: ({ user, params }) => removeTaskOrder(db, user, params.id),
    });
    registerEndpoints(app, invoiceRatesApi, {
      contractInvoices: ({ query }) => listInvoiceRates(db, query.contractId),
      contractInvoice: ({ params }) => oneInvoiceRate(db, params.id),
      createContractInvoice: ({ user, body }) => createInvoiceRate(db, user, body),
      updateContractInvoice: ({ user, params, body }) => updateInvoiceRate(db, user, params.id, body),
      deleteContractInvoice: ({ user, params }) => removeInvoiceRate(db, user, params.id),
    });
    registerEndpoints(app, contactsApi, {
      contractContacts: ({ query }) => listContacts(db, query.contractId),
      contractContact: ({ params }) => oneContact(db, params.id),
      createContractContact: ({ user, body }) => createContact(db, user, body),
      updateContractContact: ({ user, params, body }) => updateContact(db, user, params.id, body),
      deleteContractContact: ({ user, params }) => removeContact(db, user, params.id),
    });
    registerEndpoints(app, pipelineDashboardApi, {
      pipelineDashboard: ({ user }) => pipelineDashboard(db, user),
    });
  };
}
