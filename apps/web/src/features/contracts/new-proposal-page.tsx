import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FileText, Plus, Signature } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import {
  PROPOSAL_SORTS,
  PROPOSAL_STATUSES,
  PROPOSAL_STATUS_LABELS,
  type TProposal,
} from '@staffdesk/shared/schemas/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { EstimationMethodsCard } from './estimation-methods-card';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';
import { useUserContext } from '@/lib/api/get-user-context';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@staffdesk/shared/money';
import { useProposals } from './api/get-proposals';
import { uiPath } from '@staffdesk/shared/routes';
import { CONTRACT_FORM_PATH, PROPOSAL_FORM_PATH } from './paths';
import type { ProposalDecision } from './proposal-decision';
import { ProposalDecisionDialog } from './proposal-decision-dialog';
import { ProposalRowActions } from './proposal-row-actions';
import { PipelineStatusBadge } from '@/components/pipeline/status-badge';
import { usePagedList } from '@/components/pipeline/use-paged-list';

/** The list's columns; amounts and documents only for those who see contract values (the server sends them no others). */
function proposalColumns(seesValues: boolean): DataTableColumn<TProposal>[] {
  return [
    { id: 'enquiry', header: 'Enquiry', value: (p) => p.enquiryTitle, sortKey: 'enquiry', card: 'title' },
    { id: 'company', header: 'Company', value: (p) => p.companyName, sortKey: 'company', card: 'subtitle' },
    {
      id: 'version',
      header: 'Version',
      value: (p) => p.version,
      cell: (p) => `v${p.version}`,
      numeric: true,
      sortKey: 'version',
      width: 'fit',
      card: 'detail',
    },
    { id: 'method', header: 'Method', value: (p) => p.estimationMethod, hideBelow: 'xl', card: 'detail' },
    seesValues
      ? {
          id: 'amount',
          header: 'Amount',
          value: (p) => p.amount,
          cell: (p) => (p.amount === null ? '—' : formatMoney(p.amount, p.currency)),
          numeric: true,
          sortKey: 'amount',
          card: 'detail',
        }
      : { id: 'amount', header: 'Amount', value: () => 'Hidden', numeric: true, card: 'detail' },
    {
      id: 'validUntil',
      header: 'Valid until',
      value: (p) => p.validUntil,
      cell: (p) => formatDate(p.validUntil),
      sortKey: 'validUntil',
      width: 'fit',
      hideBelow: 'lg',
      card: 'detail',
    },
    {
      id: 'document',
      header: 'Document',
      value: (p) => (seesValues ? (p.document?.name ?? '') : 'Hidden'),
      cell: (p) =>
        p.document ? (
          <a
            href={p.document.downloadPath}
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            <FileText className="size-4" aria-hidden="true" />
            {p.document.name}
          </a>
        ) : seesValues ? (
          '—'
        ) : (
          'Hidden'
        ),
      hideBelow: 'xl',
      card: 'detail',
    },
    {
      id: 'status',
      header: 'Status',
      value: (p) => PROPOSAL_STATUS_LABELS[p.status],
      cell: (p) => <PipelineStatusBadge status={p.status} />,
      sortKey: 'status',
      width: 'fit',
      card: 'badge',
    },
    {
      id: 'updatedAt',
      header: 'Changed',
      value: (p) => p.updatedAt,
      cell: (p) => formatDate(p.updatedAt),
      sortKey: 'updatedAt',
      hideBelow: 'xl',
      card: 'hidden',
    },
  ];
}
const BY_CHANGE: TableSort = { key: 'updatedAt', order: 'desc' };

/** Proposals for qualified enquiries, in versions: submit, accept (which wins the enquiry) or reject, and register the contract. */
export function NewProposalPage() {
  const roles = useUserContext().data?.userRoleList ?? [];
  const seesValues = can(roles, 'SEE_CONTRACT_VALUES');
  const columns = useMemo(() => proposalColumns(seesValues), [seesValues]);
  const list = usePagedList({
    columns,
    defaultSort: BY_CHANGE,
    sorts: PROPOSAL_SORTS,
    statuses: PROPOSAL_STATUSES,
    statusLabels: PROPOSAL_STATUS_LABELS,
    filterId: 'proposal-status-filter',
    searchLabel: 'Search proposals',
  });
  const query = useProposals(list.query);
  const writes = can(roles, 'WORK_ON_PIPELINE');
  const registers = can(roles, 'MANAGE_CONTRACTS');
  const keepsMethods = can(roles, 'MANAGE_ESTIMATION_METHODS');
  const [deciding, setDeciding] = useState<ProposalDecision>();
  const [accepted, setAccepted] = useState<TProposal>();

  return (
    <>
      <PageHeader
        title="New Proposal"
        description="Offers for qualified enquiries, in versions. Accepting one wins its enquiry; then register its contract."
        actions={
          writes && (
            <Button asChild>
              <Link to={PROPOSAL_FORM_PATH}>
                <Plus aria-hidden="true" />
                New proposal
              </Link>
            </Button>
          )
        }
      />
      {accepted && registers && accepted.contractId === null && (
        <Card className="mb-4 border-success/40">
          <CardContent className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">
              <strong>{accepted.enquiryTitle}</strong> is won with v{accepted.version}. Register its contract now?
            </p>
            <Button asChild>
              <Link to={uiPath(CONTRACT_FORM_PATH, { proposalId: accepted.id })}>
                <Signature aria-hidden="true" />
                Register contract
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent>
          <DataTable
            {...list.tableProps(query.data?.total)}
            label="Proposals"
            noun="proposals"
            columns={columns}
            rows={query.data?.items}
            getRowId={(p) => p.id}
            query={query}
            empty={{
              icon: FileText,
              title: 'No proposals yet.',
              hint: 'Qualify an enquiry, then make a proposal for it from the Business Enquiry list.',
              filteredTitle: 'No proposal matches.',
            }}
            rowActions={(p) => (
              <ProposalRowActions proposal={p} writes={writes} registers={registers} onDecide={setDeciding} />
            )}
          />
        </CardContent>
      </Card>
      {keepsMethods && <EstimationMethodsCard />}
      <ProposalDecisionDialog deciding={deciding} onClose={() => setDeciding(undefined)} onAccepted={setAccepted} />
    </>
  );
}
