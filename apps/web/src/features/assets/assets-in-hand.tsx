import { useState } from 'react';
import { Laptop, PencilLine, Undo2 } from 'lucide-react';
import type { TIssuedAsset } from '@staffdesk/shared/schemas/assets';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { OwnRecordNote, useIsOwnRecord } from '@/components/requests/own-record';
import { useAssetsInHand } from './api/get-assets-in-hand';
import { useReturnAsset } from './api/return-asset';
import { CorrectAssetDialog } from './correct-asset-dialog';

const columns: DataTableColumn<TIssuedAsset>[] = [
  {
    id: 'holder',
    header: 'Holder',
    value: (a) => a.employeeName,
    sortKey: 'holder',
    searchable: true,
    card: 'title',
    width: 'sm',
  },
  {
    id: 'assetType',
    header: 'Asset',
    value: (a) => a.assetTypeLabel,
    sortKey: 'assetType',
    searchable: true,
    card: 'subtitle',
    width: 'sm',
  },
  { id: 'assetTag', header: 'Asset tag', value: (a) => a.assetTag, sortKey: 'assetTag', searchable: true, width: 'sm' },
  {
    id: 'serialNumber',
    header: 'Serial number',
    value: (a) => a.serialNumber,
    searchable: true,
    hideBelow: 'lg',
    width: 'sm',
  },
  {
    id: 'issuedOn',
    header: 'Issued on',
    value: (a) => a.issuedOn,
    cell: (a) => formatDate(a.issuedOn),
    sortKey: 'issuedOn',
    width: 'fit',
  },
];

/**
 * Every asset in someone's hands, under the assets tab of the HR approvals screen: IT marks one returned when
 * it comes back. It stays in its holder's My Assets as history, and its tag may be issued again.
 */
export function AssetsInHand() {
  const inHand = useAssetsInHand();
  const [returning, setReturning] = useState<TIssuedAsset>();
  const [correcting, setCorrecting] = useState<TIssuedAsset & { requestId: number }>();
  // An asset in the decider's own hands is corrected and taken back by someone else.
  const isOwn = useIsOwnRecord();
  const giveBack = useReturnAsset();
  const confirmReturn = () =>
    returning &&
    giveBack.mutate(returning.id, {
      onSuccess: (asset) => {
        toast.success(`${asset.assetTag} is marked returned.`);
        setReturning(undefined);
      },
    });

  return (
    <section aria-labelledby="in-hand-heading" className="mt-8 space-y-4">
      <div>
        <h2 id="in-hand-heading" className="text-lg font-semibold">
          Assets in Hand
        </h2>
        <p className="text-sm text-muted-foreground">
          Correct a tag or serial number typed wrong, or mark an asset returned when it comes back; its holder keeps it
          in their history.
        </p>
      </div>
      <DataTable
        mode="client"
        label="Assets in hand"
        noun="assets"
        columns={columns}
        rows={inHand.data?.items}
        getRowId={(a) => a.id}
        query={inHand}
        errorTitle="The assets in hand could not be loaded."
        empty={{
          icon: Laptop,
          title: 'No asset is out.',
          hint: 'Assets issued on approving a request show up here until they are returned.',
        }}
        search={{ label: 'Search by holder, asset, tag or serial number' }}
        rowActions={(a) =>
          isOwn(a.employeeId) ? (
            <OwnRecordNote />
          ) : (
            <div className="flex gap-2">
              {a.requestId !== null && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => a.requestId !== null && setCorrecting({ ...a, requestId: a.requestId })}
                  aria-label={`Correct ${a.assetTypeLabel} ${a.assetTag} of ${a.employeeName}`}
                >
                  <PencilLine aria-hidden="true" />
                  Correct
                </Button>
              )}
              <Button
                size="sm"
                variant="outline"
                onClick={() => setReturning(a)}
                aria-label={`Return ${a.assetTypeLabel} ${a.assetTag} of ${a.employeeName}`}
              >
                <Undo2 aria-hidden="true" />
                Return
              </Button>
            </div>
          )
        }
      />
      {correcting && <CorrectAssetDialog asset={correcting} onClose={() => setCorrecting(undefined)} />}
      <ConfirmDialog
        open={returning !== undefined}
        onOpenChange={(open) => !open && setReturning(undefined)}
        title={returning ? `Mark ${returning.assetTag} returned?` : 'Mark the asset returned?'}
        description={
          returning
            ? `${returning.employeeName}'s ${returning.assetTypeLabel.toLowerCase()} (serial ${returning.serialNumber}) is recorded as returned today.`
            : ''
        }
        confirmLabel="Mark returned"
        pending={giveBack.isPending}
        onConfirm={confirmReturn}
      />
    </section>
  );
}
