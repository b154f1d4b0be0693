import { Laptop } from 'lucide-react';
import type { TIssuedAsset } from '@staffdesk/shared/schemas/assets';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { Badge } from '@/components/ui/badge';
import { useIssuedAssets } from '@/lib/api/get-issued-assets';
import { formatDate } from '@/lib/dates';

const issuedColumns: DataTableColumn<TIssuedAsset>[] = [
  {
    id: 'assetType',
    header: 'Asset',
    value: (a) => a.assetTypeLabel,
    sortKey: 'assetType',
    searchable: true,
    card: 'title',
    width: 'sm',
  },
  { id: 'assetTag', header: 'Asset tag', value: (a) => a.assetTag, sortKey: 'assetTag', searchable: true, width: 'sm' },
  { id: 'serialNumber', header: 'Serial number', value: (a) => a.serialNumber, width: 'sm' },
  {
    id: 'issuedOn',
    header: 'Issued on',
    value: (a) => a.issuedOn,
    cell: (a) => formatDate(a.issuedOn),
    sortKey: 'issuedOn',
    width: 'fit',
  },
  {
    id: 'state',
    header: 'State',
    value: (a) => (a.returnedOn ? 'Returned' : 'In hand'),
    cell: (a) =>
      a.returnedOn ? (
        <Badge variant="secondary">Returned {formatDate(a.returnedOn)}</Badge>
      ) : (
        <Badge variant="success">In hand</Badge>
      ),
    card: 'badge',
    width: 'fit',
  },
];

/** The assets issued to the viewer, those in hand first and the returned ones as history. */
export function IssuedAssetsTable() {
  const issued = useIssuedAssets();
  return (
    <DataTable
      mode="client"
      label="Assets issued to me"
      noun="assets"
      columns={issuedColumns}
      rows={issued.data?.items}
      getRowId={(a) => a.id}
      query={issued}
      errorTitle="Your assets could not be loaded."
      empty={{ icon: Laptop, title: 'No assets issued to you yet.', hint: 'Ask for one with "Request an asset".' }}
    />
  );
}
