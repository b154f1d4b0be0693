import { useState } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, FilePlus, MessageSquareText, Pencil, Plus, ThumbsDown } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import {
  ENQUIRY_SORTS,
  ENQUIRY_SOURCE_LABELS,
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  type TEnquiry,
} from '@staffdesk/shared/schemas/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';
import { useUserContext } from '@/lib/api/get-user-context';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@staffdesk/shared/money';
import { toast } from '@/lib/toast';
import { useEnquiries } from './api/get-enquiries';
import { useMoveEnquiry } from './api/move-enquiry';
import { LostReasonDialog } from './lost-reason-dialog';
import { uiPath } from '@staffdesk/shared/routes';
import { ENQUIRY_FORM_PATH, PROPOSAL_FORM_PATH } from './paths';
import { PipelineStatusBadge } from '@/components/pipeline/status-badge';
import { RowAction, RowActions } from '@/components/pipeline/row-action';
import { usePagedList } from '@/components/pipeline/use-paged-list';

const columns: DataTableColumn<TEnquiry>[] = [
  { id: 'title', header: 'Enquiry', value: (e) => e.title, sortKey: 'title', card: 'title' },
  { id: 'company', header: 'Company', value: (e) => e.companyName, sortKey: 'company', card: 'subtitle' },
  { id: 'source', header: 'Source', value: (e) => ENQUIRY_SOURCE_LABELS[e.source], hideBelow: 'xl', card: 'detail' },
  {
    id: 'expectedValue',
    header: 'Expected value',
    value: (e) => e.expectedValue,
    cell: (e) => (e.expectedValue === null ? '—' : formatMoney(e.expectedValue, e.currency)),
    numeric: true,
    sortKey: 'expectedValue',
    card: 'detail',
  },
  {
    id: 'receivedOn',
    header: 'Received',
    value: (e) => e.receivedOn,
    cell: (e) => formatDate(e.receivedOn),
    sortKey: 'receivedOn',
    width: 'fit',
    card: 'detail',
  },
  { id: 'owner', header: 'Owner', value: (e) => e.ownerName, hideBelow: 'lg', card: 'detail' },
  {
    id: 'status',
    header: 'Status',
    value: (e) => ENQUIRY_STATUS_LABELS[e.status],
    cell: (e) => <PipelineStatusBadge status={e.status} />,
    sortKey: 'status',
    width: 'fit',
    card: 'badge',
  },
];
const BY_RECEIVED: TableSort = { key: 'receivedOn', order: 'desc' };
const open = (e: TEnquiry) => e.status !== 'WON' && e.status !== 'LOST';

/** Business enquiries: the pipeline's leads, qualified, offered on, won or lost. */
export function BusinessEnquiryPage() {
  const list = usePagedList({
    columns,
    defaultSort: BY_RECEIVED,
    sorts: ENQUIRY_SORTS,
    statuses: ENQUIRY_STATUSES,
    statusLabels: ENQUIRY_STATUS_LABELS,
    filterId: 'enquiry-status-filter',
    searchLabel: 'Search enquiries',
  });
  const query = useEnquiries(list.query);
  const move = useMoveEnquiry();
  const writes = can(useUserContext().data?.userRoleList ?? [], 'WORK_ON_PIPELINE');
  const [losing, setLosing] = useState<TEnquiry>();

  const qualify = (e: TEnquiry) =>
    move.mutate(
      { id: e.id, body: { status: 'QUALIFIED' } },
      { onSuccess: () => toast.success(`${e.title} is qualified: make a proposal for it.`) },
    );

  return (
    <>
      <PageHeader
        title="Business Enquiry"
        description="Leads from companies: qualify them, make proposals, and see which were won or lost."
        actions={
          writes && (
            <Button asChild>
              <Link to={ENQUIRY_FORM_PATH}>
                <Plus aria-hidden="true" />
                New enquiry
              </Link>
            </Button>
          )
        }
      />
      <Card>
        <CardContent>
          <DataTable
            {...list.tableProps(query.data?.total)}
            label="Business enquiries"
            noun="enquiries"
            columns={columns}
            rows={query.data?.items}
            getRowId={(e) => e.id}
            query={query}
            empty={{
              icon: MessageSquareText,
              title: 'No enquiries yet.',
              hint: writes ? 'Record the first lead with New enquiry.' : undefined,
              filteredTitle: 'No enquiry matches.',
            }}
            rowActions={(e) =>
              writes && (
                <RowActions>
                  {open(e) && (
                    <RowAction
                      icon={Pencil}
                      to={uiPath(ENQUIRY_FORM_PATH, { id: e.id })}
                      label={`Edit enquiry: ${e.title}`}
                    >
                      Edit
                    </RowAction>
                  )}
                  {e.status === 'NEW' && (
                    <RowAction
                      icon={BadgeCheck}
                      onClick={() => qualify(e)}
                      disabled={move.isPending}
                      label={`Qualify enquiry: ${e.title}`}
                    >
                      Qualify
                    </RowAction>
                  )}
                  {(e.status === 'QUALIFIED' || e.status === 'PROPOSAL') && (
                    <RowAction
                      icon={FilePlus}
                      to={uiPath(PROPOSAL_FORM_PATH, { enquiryId: e.id })}
                      label={`New proposal for: ${e.title}`}
                    >
                      New proposal
                    </RowAction>
                  )}
                  {open(e) && (
                    <RowAction icon={ThumbsDown} onClick={() => setLosing(e)} label={`Mark lost: ${e.title}`}>
                      Mark lost
                    </RowAction>
                  )}
                </RowActions>
              )
            }
          />
        </CardContent>
      </Card>
      {losing && <LostReasonDialog enquiry={losing} onClose={() => setLosing(undefined)} />}
    </>
  );
}
