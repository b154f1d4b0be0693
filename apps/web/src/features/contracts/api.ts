import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { countriesApi } from '@staffdesk/shared/api/countries';
import type {
  ContractStatus,
  EnquiryStatus,
  ProposalStatus,
  TEnquiry,
  TContractCompanyListQuery,
  TEnquiryListQuery,
  TProposalListQuery,
} from '@staffdesk/shared/schemas/contracts';
import { callApi } from '@/lib/api-client';
import { PIPELINE_KEY } from '@/lib/api/get-contracts';
import { PICKER_PAGE, withChosen, type PickerOption } from '@/lib/picker-options';

const quiet = { toastErrors: false } as const;

export const useCompanies = (query: TContractCompanyListQuery) =>
  useQuery({
    queryKey: [...PIPELINE_KEY, 'companies', query],
    queryFn: () => callApi(contractCompaniesApi.contractCompanies, { query }, quiet),
    placeholderData: keepPreviousData,
  });
export const useEstimationMethods = () =>
  useQuery({
    queryKey: [...PIPELINE_KEY, 'methods'],
    queryFn: () => callApi(estimationMethodsApi.estimationMethods, undefined, quiet),
  });
export const useEnquiries = (query: TEnquiryListQuery) =>
  useQuery({
    queryKey: [...PIPELINE_KEY, 'enquiries', query],
    queryFn: () => callApi(businessEnquiriesApi.businessEnquiries, { query }, quiet),
    placeholderData: keepPreviousData,
  });
export const useEnquiry = (id: number | undefined) =>
  useQuery({
    queryKey: [...PIPELINE_KEY, 'enquiry', id],
    queryFn: () => callApi(businessEnquiriesApi.businessEnquiry, { params: { id: id! } }, quiet),
    enabled: id !== undefined,
  });
export const useProposals = (query: TProposalListQuery) =>
  useQuery({
    queryKey: [...PIPELINE_KEY, 'proposals', query],
    queryFn: () => callApi(proposalsApi.proposals, { query }, quiet),
    placeholderData: keepPreviousData,
  });
export const useProposal = (id: number | undefined) =>
  useQuery({
    queryKey: [...PIPELINE_KEY, 'proposal', id],
    queryFn: () => callApi(proposalsApi.proposal, { params: { id: id! } }, quiet),
    enabled: id !== undefined,
  });
export const useContract = (id: number | undefined) =>
  useQuery({
    queryKey: [...PIPELINE_KEY, 'contract', id],
    queryFn: () => callApi(contractsApi.contract, { params: { id: id! } }, quiet),
    enabled: id !== undefined,
  });
export const useInvoiceRates = (contractId: number | undefined, enabled = true) =>
  useQuery({
    queryKey: [...PIPELINE_KEY, 'rates', contractId],
    queryFn: () => callApi(invoiceRatesApi.contractInvoices, { query: { contractId: contractId! } }, quiet),
    enabled: contractId !== undefined && enabled,
  });
export const useContacts = (contractId: number | undefined) =>
  useQuery({
    queryKey: [...PIPELINE_KEY, 'contacts', contractId],
    queryFn: () => callApi(contactsApi.contractContacts, { query: { contractId: contractId! } }, quiet),
    enabled: contractId !== undefined,
  });
/** The companies a form picks from, by name, with the one chosen already (or just added). */
export function useCompanyOptions(chosen?: { id: number; name: string }): PickerOption[] {
  const companies = useCompanies({ ...PICKER_PAGE, sort: 'name', order: 'asc' }).data?.items ?? [];
  return withChosen(
    companies.map((c) => ({ value: String(c.id), label: c.name })),
    chosen && { value: String(chosen.id), label: chosen.name },
  );
}

/** The enquiries a proposal may be made for (qualified, or with proposals out), latest first, with the one chosen already. */
export function useOpenEnquiryOptions(chosenId: number | undefined): PickerOption[] {
  const qualified = useEnquiries({ ...PICKER_PAGE, status: 'QUALIFIED' }).data?.items ?? [];
  const offered = useEnquiries({ ...PICKER_PAGE, status: 'PROPOSAL' }).data?.items ?? [];
  const chosen = useEnquiry(chosenId).data;
  const option = (e: TEnquiry) => ({ value: String(e.id), label: `${e.title} (${e.companyName})` });
  const open = [...qualified, ...offered].sort((a, b) => b.receivedOn.localeCompare(a.receivedOn) || b.id - a.id);
  return withChosen(open.map(option), chosen && option(chosen));
}

export const usePipelineDashboard = () =>
  useQuery({
    queryKey: [...PIPELINE_KEY, 'dashboard'],
    queryFn: () => callApi(pipelineDashboardApi.pipelineDashboard, undefined, quiet),
  });

/** Countries and their states (served by our API) for a company's address. */
export const useCountries = () =>
  useQuery({
    queryKey: ['countries'],
    queryFn: () => callApi(countriesApi.countries, undefined, quiet),
    staleTime: Infinity,
  });
export const useStates = (code: string) =>
  useQuery({
    queryKey: ['countries', code, 'states'],
    queryFn: () => callApi(countriesApi.countryStates, { params: { code } }, quiet),
    enabled: code !== '',
    staleTime: Infinity,
  });
/** Whom an enquiry may be owned by: those who may lead a team. */
export { useReportingManagers as useOwners } from '@/lib/api/get-reporting-managers';

/** A mutation that refreshes the whole pipeline when it succeeds; its refusal is shown by the caller. */
export function usePipelineMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: PIPELINE_KEY }) });
}

export const useMoveEnquiry = () =>
  usePipelineMutation(({ id, status, lostReason }: { id: number; status: EnquiryStatus; lostReason?: string }) =>
    callApi(businessEnquiriesApi.moveBusinessEnquiry, { params: { id }, body: { status, lostReason } }),
  );
export const useMoveProposal = () =>
  usePipelineMutation(({ id, status }: { id: number; status: ProposalStatus }) =>
    callApi(proposalsApi.moveProposal, { params: { id }, body: { status } }),
  );
export const useMoveContract = () =>
  usePipelineMutation(({ id, status }: { id: number; status: ContractStatus }) =>
    callApi(contractsApi.moveContract, { params: { id }, body: { status } }),
  );
export const useDeleteTaskOrder = () =>
  usePipelineMutation((id: number) => callApi(taskOrdersApi.deleteContractTaskOrder, { params: { id } }));
export const useDeleteRate = () =>
  usePipelineMutation((id: number) => callApi(invoiceRatesApi.deleteContractInvoice, { params: { id } }));
export const useDeleteContact = () =>
  usePipelineMutation((id: number) => callApi(contactsApi.deleteContractContact, { params: { id } }));
