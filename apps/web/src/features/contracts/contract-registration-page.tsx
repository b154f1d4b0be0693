import { Link, useSearchParams } from 'react-router';
import { FolderOpen, Pencil, Plus, Signature } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import {
  CONTRACT_SORTS,
  CONTRACT_STATUSES,
  CONTRACT_STATUS_LABELS,
  type TContract,
} from '@staffdesk/shared/schemas/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';
import { useMasterData } from '@/lib/api/get-master-data';
import { useUserContext } from '@/lib/api/get-user-context';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@staffdesk/shared/money';
import { useContracts } from '@/lib/api/get-contracts';
import { ContractDetail } from './contract-detail';
import { idParam } from '@/components/pipeline/id-param';
import { uiPath } from '@staffdesk/shared/routes';
import { CONTRACT_FORM_PATH, contractPagePath } from './paths';
import { PipelineStatusBadge } from '@/components/pipeline/status-badge';
import { RowAction, RowActions } from '@/components/pipeline/row-action';
import { usePagedList } from '@/components/pipeline/use-paged-list';

const BY_START: TableSort = { key: 'startDate', order: 'desc' };
const closed = (c: TContract) => c.status === 'COMPLETED' || c.status === 'TERMINATED';

/** Contract registration: every contract; `?contractId=` opens one with its task orders, invoice rates and contacts. */
export function ContractRegistrationPage() {
  const [params] = useSearchParams();
  const openId = idParam(params, 'contractId');
  const types = useMasterData().data?.contractTypes ?? [];
  const manages = can(useUserContext().data?.userRoleList ?? [], 'MANAGE_CONTRACTS');
  const typeLabel = (code: string) => types.find((t) => t.code === code)?.label ?? code;

  const columns: DataTableColumn<TContract>[] = [
    { id: 'number', header: 'Number', value: (c) => c.number, sortKey: 'number', width: 'fit', card: 'title' },
    { id: 'title', header: 'Title', value: (c) => c.title, sortKey: 'title', card: 'subtitle' },
    { id: 'company', header: 'Company', value: (c) => c.companyName, sortKey: 'company', card: 'detail' },
    { id: 'type', header: 'Type', value: (c) => typeLabel(c.contractType), hideBelow: 'xl', card: 'detail' },
    {
      id: 'startDate',
      header: 'Runs',
      value: (c) => c.startDate,
      cell: (c) => `${formatDate(c.startDate)} – ${formatDate(c.endDate)}`,
      sortKey: 'startDate',
      hideBelow: 'lg',
      card: 'detail',
    },
    {
      id: 'value',
      header: 'Value',
      value: (c) => c.value,
      cell: (c) => (c.value === null ? 'Hidden' : formatMoney(c.value, c.currency)),
      numeric: true,
      card: 'detail',
    },
    {
      id: 'status',
      header: 'Status',
      value: (c) => CONTRACT_STATUS_LABELS[c.status],
      cell: (c) => <PipelineStatusBadge status={c.status} />,
      sortKey: 'status',
      width: 'fit',
      card: 'badge',
    },
  ];
  const list = usePagedList({
    columns,
    defaultSort: BY_START,
    sorts: CONTRACT_SORTS,
    statuses: CONTRACT_STATUSES,
    statusLabels: CONTRACT_STATUS_LABELS,
    filterId: 'contract-status-filter',
    searchLabel: 'Search contracts',
  });
  const query = useContracts(list.query);

  return (
    <>
      <PageHeader
        title="Contract Registration"
        description="Contracts with their documents; open one for its task orders, invoice rates and points of contact."
        actions={
          manages && (
            <Button asChild>
              <Link to={CONTRACT_FORM_PATH}>
                <Plus aria-hidden="true" />
                Register contract
              </Link>
            </Button>
          )
        }
      />
      {openId !== undefined && <ContractDetail contractId={openId} manages={manages} typeLabel={typeLabel} />}
      <Card>
        <CardContent>
          <DataTable
            {...list.tableProps(query.data?.total)}
            label="Contracts"
            noun="contracts"
            columns={columns}
            rows={query.data?.items}
            getRowId={(c) => c.id}
            query={query}
            empty={{
              icon: Signature,
              title: 'No contracts yet.',
              hint: manages ? 'Register one from an accepted proposal, or on its own.' : undefined,
              filteredTitle: 'No contract matches.',
            }}
            rowActions={(c) => (
              <RowActions>
                <RowAction icon={FolderOpen} to={contractPagePath(c.id)} label={`Open contract ${c.number}`}>
                  Open
                </RowAction>
                {manages && !closed(c) && (
                  <RowAction
                    icon={Pencil}
                    to={uiPath(CONTRACT_FORM_PATH, { id: c.id })}
                    label={`Edit contract ${c.number}`}
                  >
                    Edit
                  </RowAction>
                )}
              </RowActions>
            )}
          />
        </CardContent>
      </Card>
    </>
  );
}
