import { assetRequestFamily } from '@staffdesk/shared/api/assets';
import { ALL_ASSET_REQUEST_SORTS, type TAssetRequest } from '@staffdesk/shared/schemas/assets';
import { registerRequestFamily } from '@/components/requests/registered-family';
import { oneOf } from '@/components/requests/request-family';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { ASSETS_KEY } from '@/lib/api/get-issued-assets';
import { formatDate } from '@/lib/dates';
import { getAssetRequests } from './api/get-asset-requests';
import { AssetsInHand } from './assets-in-hand';

const type: DataTableColumn<TAssetRequest> = {
  id: 'assetType',
  header: 'Asset',
  cell: (r) => r.assetTypeLabel,
  sortKey: 'assetType',
  width: 'sm',
};
const neededBy: DataTableColumn<TAssetRequest> = {
  id: 'neededBy',
  header: 'Needed by',
  cell: (r) => formatDate(r.neededBy),
  sortKey: 'neededBy',
  width: 'fit',
};

/** Asset requests: decided by IT on the HR approvals screen; approving records the asset handed over, and the assets in hand are returned there. */
export const assetRequests = registerRequestFamily<TAssetRequest>({
  key: 'asset-requests',
  declaration: assetRequestFamily,
  area: 'hr',
  label: 'Assets',
  noun: 'asset requests',
  describe: (r) => `${r.assetTypeLabel} request (needed by ${formatDate(r.neededBy)})`,
  approvalColumns: [{ ...type, card: 'subtitle' }, neededBy],
  queue: ({ sort, ...q }) => getAssetRequests({ ...q, sort: oneOf(ALL_ASSET_REQUEST_SORTS, sort), status: 'PENDING' }),
  affects: [ASSETS_KEY],
  FollowUp: AssetsInHand,
  approveFields: [
    { name: 'assetTag', label: 'Asset tag', required: 'Give the asset tag.' },
    { name: 'serialNumber', label: 'Serial number', required: 'Give the serial number.' },
  ],
});
