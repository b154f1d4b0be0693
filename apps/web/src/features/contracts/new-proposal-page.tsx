import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Check, CopyPlus, FileText, Pencil, Send, Signature, X } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import {
  PROPOSAL_SORTS,
  PROPOSAL_STATUSES,
  PROPOSAL_STATUS_LABELS,
  type ProposalStatus,
  type TProposal,
} from '@staffdesk/shared/schemas/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { EstimationMethodsCard } from './estimation-methods-card';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';
import { useUserContext } from '@/lib/api/get-user-context';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { toast } from '@/lib/toast';
import { useProposals } from './api/get-proposals';
import { useMoveProposal } from './api/move-proposal';
import { uiPath } from '@staffdesk/shared/routes';
import { CONTRACT_FORM_PATH, PROPOSAL_FORM_PATH, contractPagePath } from './paths';
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
const ACTIONS: Partial<Record<ProposalStatus, string>> = {
  SUBMITTED: 'Submit',
  ACCEPTED: 'Accept',
  REJECTED: 'Reject',
};

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
  const move = useMoveProposal();
  const writes = can(roles, 'WORK_ON_PIPELINE');
  const registers = can(roles, 'MANAGE_CONTRACTS');
  const keepsMethods = can(roles, 'MANAGE_ESTIMATION_METHODS');
  const [deciding, setDeciding] = useState<{ proposal: TProposal; status: ProposalStatus }>();
  const [accepted, setAccepted] = useState<TProposal>();

  const confirm = () => {
    if (!deciding) return;
    const { proposal, status } = deciding;
    move.mutate(
      { id: proposal.id, status },
      {
        onSuccess: (saved) => {
          toast.success(
            status === 'ACCEPTED'
              ? `v${saved.version} was accepted: ${saved.enquiryTitle} is won.`
              : `v${saved.version} of ${saved.enquiryTitle} is ${PROPOSAL_STATUS_LABELS[status].toLowerCase()}.`,
          );
          if (status === 'ACCEPTED') setAccepted(saved);
        },
        onSettled: () => setDeciding(undefined),
      },
    );
  };
  const action = (proposal: TProposal, status: ProposalStatus, Icon: typeof Send) => (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setDeciding({ proposal, status })}
      aria-label={`${ACTIONS[status]} proposal v${proposal.version}: ${proposal.enquiryTitle}`}
    >
      <Icon aria-hidden="true" />
    </Button>
  );

  return (
    <>
      <PageHeader
        title="New Proposal"
        description="Offers for qualified enquiries, in versions. Accepting one wins its enquiry; then register its contract."
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
              <div className="flex justify-end">
                {writes && p.status === 'DRAFT' && (
                  <Button asChild variant="ghost" size="icon">
                    <Link
                      to={uiPath(PROPOSAL_FORM_PATH, { id: p.id })}
                      aria-label={`Edit proposal v${p.version}: ${p.enquiryTitle}`}
                    >
                      <Pencil aria-hidden="true" />
                    </Link>
                  </Button>
                )}
                {writes && p.status === 'DRAFT' && action(p, 'SUBMITTED', Send)}
                {writes && p.status === 'SUBMITTED' && action(p, 'ACCEPTED', Check)}
                {writes && p.status === 'SUBMITTED' && action(p, 'REJECTED', X)}
                {writes && (p.enquiryStatus === 'QUALIFIED' || p.enquiryStatus === 'PROPOSAL') && (
                  <Button asChild variant="ghost" size="icon">
                    <Link
                      to={uiPath(PROPOSAL_FORM_PATH, { enquiryId: p.enquiryId, from: p.id })}
                      aria-label={`New version of: ${p.enquiryTitle}`}
                    >
                      <CopyPlus aria-hidden="true" />
                    </Link>
                  </Button>
                )}
                {p.status === 'ACCEPTED' && p.contractId !== null && (
                  <Button asChild variant="ghost" size="icon">
                    <Link to={contractPagePath(p.contractId)} aria-label={`Open the contract of: ${p.enquiryTitle}`}>
                      <Signature aria-hidden="true" />
                    </Link>
                  </Button>
                )}
                {registers && p.status === 'ACCEPTED' && p.contractId === null && (
                  <Button asChild variant="ghost" size="icon">
                    <Link
                      to={uiPath(CONTRACT_FORM_PATH, { proposalId: p.id })}
                      aria-label={`Register contract for: ${p.enquiryTitle}`}
                    >
                      <Signature aria-hidden="true" />
                    </Link>
                  </Button>
                )}
              </div>
            )}
          />
        </CardContent>
      </Card>
      {keepsMethods && <EstimationMethodsCard />}
      <ConfirmDialog
        open={deciding !== undefined}
        onOpenChange={(open) => !open && setDeciding(undefined)}
        title={deciding ? `${ACTIONS[deciding.status]} Proposal v${deciding.proposal.version}?` : ''}
        description={
          deciding?.status === 'ACCEPTED'
            ? `${deciding.proposal.enquiryTitle} becomes won, and its other open proposals are rejected.`
            : deciding?.status === 'SUBMITTED'
              ? 'A submitted proposal no longer changes: make a new version for changes.'
              : 'A rejected proposal stays on record; make a new version to offer again.'
        }
        confirmLabel={deciding ? (ACTIONS[deciding.status] ?? 'Confirm') : 'Confirm'}
        dismissLabel="Cancel"
        destructive={deciding?.status === 'REJECTED'}
        onConfirm={confirm}
        pending={move.isPending}
      />
    </>
  );
}
