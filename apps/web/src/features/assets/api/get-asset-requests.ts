import { assetsApi } from '@staffdesk/shared/api/assets';
import type { TAssetRequestPage, ZAssetRequestListQuerySchema } from '@staffdesk/shared/schemas/assets';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';

/** Everyone's asset requests, for IT's approvals queue. */
export function getAssetRequests(query: z.input<typeof ZAssetRequestListQuerySchema>): Promise<TAssetRequestPage> {
  return callApi(assetsApi.allAssetRequests, { query });
}
