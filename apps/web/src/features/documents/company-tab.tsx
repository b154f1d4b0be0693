import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Building2, Plus } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import {
  COMPANY_DOCUMENT_SORTS,
  COMPANY_DOCUMENT_TYPES,
  type TCompanyDocument,
} from '@staffdesk/shared/schemas/documents';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, TableSort } from '@/components/data-table/data-table-columns';
import { useTableParams } from '@/components/data-table/use-table-params';
import { oneOf } from '@/components/requests/request-family';
import { useUserContext } from '@/lib/api/get-user-context';
import { formatDate } from '@/lib/dates';
import { ownCompanyDocumentsQuery } from './api/get-own-company-documents';
import { AddCompanyDocumentDialog } from './add-company-document-dialog';
import { ViewFileButton } from './view-file-button';

const PAGE_SIZE = 10;
const NEWEST_FIRST: TableSort = { key: 'createdAt', order: 'desc' };
const TYPE_CODES = COMPANY_DOCUMENT_TYPES.map(([code]) => code);

const COLUMNS: readonly DataTableColumn<TCompanyDocument>[] = [
  { id: 'title', header: 'Title', value: (d) => d.title, sortKey: 'title', card: 'title', width: 'md' },
  {
    id: 'documentType',
    header: 'Type',
    cell: (d) => d.documentTypeLabel,
    sortKey: 'documentType',
    card: 'subtitle',
    width: 'sm',
  },
  { id: 'for', header: 'For', cell: (d) => (d.employeeId === null ? 'Everyone' : 'You'), width: 'fit' },
  {
    id: 'createdAt',
    header: 'Added on',
    cell: (d) => formatDate(d.createdAt),
    sortKey: 'createdAt',
    firstSort: 'desc',
    width: 'fit',
  },
  { id: 'file', header: 'File', cell: (d) => <ViewFileButton file={d.file} subject={d.title} />, width: 'fit' },
];

/** "From the company": what was given to the signed-in user or to everyone; those who add such documents add one here. */
export function CompanyTab() {
  const { data: me } = useUserContext();
  const mayAdd = me !== undefined && can(me.userRoleList, 'ADD_COMPANY_DOCUMENT');
  const [adding, setAdding] = useState(false);
  const list = useTableParams({
    prefix: 'company',
    columns: COLUMNS,
    defaultSort: NEWEST_FIRST,
    filters: { type: TYPE_CODES },
  });
  const documentType = oneOf(TYPE_CODES, list.filters.type as string | undefined);
  const query = useQuery(
    ownCompanyDocumentsQuery({
      page: list.page,
      pageSize: PAGE_SIZE,
      sort: oneOf(COMPANY_DOCUMENT_SORTS, list.sort?.key),
      order: list.sort?.order,
      search: list.search || undefined,
      documentType,
    }),
  );
  return (
    <div className="space-y-4">
      {mayAdd && (
        <div className="flex justify-end">
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add company document
          </Button>
          <AddCompanyDocumentDialog open={adding} onOpenChange={setAdding} />
        </div>
      )}
      <DataTable
        mode="server"
        label="Documents from the company"
        noun="documents"
        columns={COLUMNS}
        rows={query.data?.items}
        getRowId={(d) => d.id}
        query={query}
        errorTitle="Documents from the company could not be loaded."
        empty={{
          icon: Building2,
          title: 'Nothing from the company yet.',
          hint: 'Offer letters, payslips and policies given to you show up here.',
          filteredTitle: 'No documents match these filters.',
        }}
        sort={list.sort}
        defaultSort={NEWEST_FIRST}
        onSortChange={list.setSort}
        search={{ label: 'Search by title', value: list.search, onChange: list.setSearch }}
        filters={
          <div className="grid w-full gap-1.5 sm:w-48">
            <Label htmlFor="company-type-filter">Type</Label>
            <NativeSelect
              id="company-type-filter"
              value={documentType ?? ''}
              onChange={(e) => list.setFilter('type', oneOf(TYPE_CODES, e.target.value))}
            >
              <option value="">All types</option>
              {COMPANY_DOCUMENT_TYPES.map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
        filtered={list.filtered}
        onClearFilters={list.clearFilters}
        pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPageChange: list.setPage }}
      />
    </div>
  );
}
