import { useState } from 'react';
import { Link } from 'react-router';
import { PackageOpen, Plus } from 'lucide-react';
import type { TAssetRequest } from '@staffdesk/shared/schemas/assets';
import { IssuedAssetsTable } from '@/components/assets/issued-assets-table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { PageHeader } from '@/components/page-header';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { useLinkedRequest } from '@/components/requests/linked-request';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useCancelAssetRequest } from './api/cancel-asset-request';
import { useOwnAssetRequests } from './api/get-own-asset-requests';
import { ASSET_FORM_PATH } from './paths';

const requestColumns: DataTableColumn<TAssetRequest>[] = [
  { id: 'assetType', header: 'Asset', value: (r) => r.assetTypeLabel, card: 'title', width: 'sm' },
  {
    id: 'neededBy',
    header: 'Needed by',
    value: (r) => r.neededBy,
    cell: (r) => formatDate(r.neededBy),
    sortKey: 'neededBy',
    width: 'fit',
  },
  { id: 'reason', header: 'Reason', value: (r) => r.reason, hideBelow: 'lg', width: 'md' },
  {
    id: 'status',
    header: 'Status',
    value: (r) => r.status,
    cell: (r) => <RequestStatusBadge status={r.status} />,
    sortKey: 'status',
    card: 'badge',
    width: 'fit',
  },
  {
    id: 'decision',
    header: 'Decision',
    value: (r) => r.remark ?? '',
    cell: (r) => r.remark ?? (r.issuedAsset ? `Issued ${r.issuedAsset.assetTag}` : '—'),
    width: 'md',
  },
];

/** My Assets: what is issued to me (returned ones as history) and my asset requests, with "Request an asset". */
export function AssetListPage() {
  const requests = useOwnAssetRequests();
  const linked = useLinkedRequest();
  const [cancelling, setCancelling] = useState<TAssetRequest>();
  const cancel = useCancelAssetRequest();

  return (
    <>
      <PageHeader
        title="My Assets"
        description="What the company has issued to you, and your requests for assets."
        actions={
          <Button asChild>
            <Link to={ASSET_FORM_PATH}>
              <Plus aria-hidden="true" /> Request an asset
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Issued to Me</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <IssuedAssetsTable />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>My Asset Requests</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DataTable
              mode="client"
              label="My asset requests"
              noun="asset requests"
              columns={requestColumns}
              rows={requests.data?.items}
              getRowId={(r) => r.id}
              highlightedId={linked}
              query={requests}
              errorTitle="Your asset requests could not be loaded."
              empty={{ icon: PackageOpen, title: 'No asset requests yet.' }}
              rowActions={(r) =>
                r.status === 'PENDING' && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setCancelling(r)}
                    aria-label={`Cancel the ${r.assetTypeLabel} request`}
                  >
                    Cancel
                  </Button>
                )
              }
            />
          </CardContent>
        </Card>
      </div>
      <ConfirmDialog
        open={cancelling !== undefined}
        onOpenChange={(open) => !open && setCancelling(undefined)}
        title="Cancel This Asset Request?"
        description={
          cancelling ? `Your request for a ${cancelling.assetTypeLabel.toLowerCase()} will be withdrawn.` : ''
        }
        confirmLabel="Cancel request"
        pending={cancel.isPending}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              toast.success('The asset request was cancelled.');
              setCancelling(undefined);
            },
          });
        }}
      />
    </>
  );
}
