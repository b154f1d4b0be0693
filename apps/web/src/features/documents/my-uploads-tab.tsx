import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FileText, Upload } from 'lucide-react';
import { employeeDocumentFamily } from '@staffdesk/shared/api/documents';
import { DOCUMENT_SORTS, type TEmployeeDocument } from '@staffdesk/shared/schemas/documents';
import { REQUEST_STATUSES } from '@staffdesk/shared/schemas/requests';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { DataTable } from '@/components/data-table/data-table';
import { ChainStep } from '@/components/requests/chain-step';
import { useLinkedRequest } from '@/components/requests/linked-request';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';
import { useTableParams } from '@/components/data-table/use-table-params';
import { oneOf } from '@/components/requests/request-family';
import { formatDate } from '@/lib/dates';
import { ownDocumentsQuery } from './api/get-own-documents';
import { Expiry } from './expiry-badge';
import { uploadDocumentPath } from './paths';
import { ViewFileButton } from './view-file-button';

const PAGE_SIZE = 10;
const NEWEST_FIRST: TableSort = { key: 'createdAt', order: 'desc' };
const statusLabel = (status: string) => status.charAt(0) + status.slice(1).toLowerCase();

/** The reviewer's reason (a rejection says what to fix), with who decided and when. */
function Review({ doc }: { doc: TEmployeeDocument }) {
  if (!doc.remark && !doc.decidedByName) return <span className="text-muted-foreground">—</span>;
  return (
    <>
      {doc.remark && <span className="block">{doc.remark}</span>}
      {doc.decidedByName && (
        <span className="block text-xs text-muted-foreground">
          {doc.decidedByName}
          {doc.decidedAt ? `, ${formatDate(doc.decidedAt)}` : ''}
        </span>
      )}
    </>
  );
}

const COLUMNS: readonly DataTableColumn<TEmployeeDocument>[] = [
  {
    id: 'documentType',
    header: 'Document',
    cell: (d) => d.documentTypeLabel,
    sortKey: 'documentType',
    card: 'title',
    width: 'sm',
  },
  { id: 'documentNumber', header: 'Number', value: (d) => d.documentNumber, card: 'subtitle', width: 'sm' },
  {
    id: 'expiryDate',
    header: 'Expiry',
    cell: (d) => <Expiry date={d.expiryDate} state={d.expiry} />,
    sortKey: 'expiryDate',
    width: 'fit',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (d) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        <RequestStatusBadge status={d.status} />
        {d.status === 'PENDING' && (
          <ChainStep request={d} firstStep={employeeDocumentFamily.chain?.firstStep ?? 'HR'} />
        )}
      </span>
    ),
    sortKey: 'status',
    card: 'badge',
    width: 'fit',
  },
  { id: 'review', header: "Reviewer's reason", cell: (d) => <Review doc={d} />, width: 'md' },
  {
    id: 'createdAt',
    header: 'Uploaded on',
    cell: (d) => formatDate(d.createdAt),
    sortKey: 'createdAt',
    firstSort: 'desc',
    hideBelow: 'xl',
    width: 'fit',
  },
  {
    id: 'file',
    header: 'File',
    cell: (d) => <ViewFileButton file={d.file} subject={`Your ${d.documentTypeLabel}`} />,
    width: 'fit',
  },
];

/** "My uploads": one's own documents with their status and the reviewer's reason; a rejected one is uploaded again. */
export function MyUploadsTab() {
  const linked = useLinkedRequest();
  const list = useTableParams({
    prefix: 'uploads',
    columns: COLUMNS,
    defaultSort: NEWEST_FIRST,
    filters: { status: REQUEST_STATUSES },
  });
  const status = oneOf(REQUEST_STATUSES, list.filters.status as string | undefined);
  const query = useQuery(
    ownDocumentsQuery({
      page: list.page,
      pageSize: PAGE_SIZE,
      sort: oneOf(DOCUMENT_SORTS, list.sort?.key),
      order: list.sort?.order,
      status,
    }),
  );
  return (
    <DataTable
      mode="server"
      label="Your documents"
      noun="documents"
      columns={COLUMNS}
      rows={query.data?.items}
      getRowId={(d) => d.id}
      highlightedId={linked}
      query={query}
      errorTitle="Your documents could not be loaded."
      empty={{
        icon: FileText,
        title: 'No documents yet.',
        hint: 'Upload your PAN, Aadhaar, passport or degree for HR to verify.',
        filteredTitle: 'No documents match this status.',
      }}
      sort={list.sort}
      defaultSort={NEWEST_FIRST}
      onSortChange={list.setSort}
      filters={
        <div className="grid w-full gap-1.5 sm:w-48">
          <Label htmlFor="document-status-filter">Status</Label>
          <NativeSelect
            id="document-status-filter"
            value={status ?? ''}
            onChange={(e) => list.setFilter('status', oneOf(REQUEST_STATUSES, e.target.value))}
          >
            <option value="">All statuses</option>
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </div>
      }
      filtered={list.filtered}
      onClearFilters={list.clearFilters}
      pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPageChange: list.setPage }}
      rowActions={(d) =>
        d.status === 'REJECTED' ? (
          <Button asChild size="sm" variant="outline">
            <Link to={uploadDocumentPath(d.id)} aria-label={`Upload again: your ${d.documentTypeLabel}`}>
              <Upload aria-hidden="true" />
              Upload again
            </Link>
          </Button>
        ) : null
      }
    />
  );
}
