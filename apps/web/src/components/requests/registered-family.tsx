import type { ComponentType } from 'react';
import type { Deciders } from '@staffdesk/shared/access';
import { ApprovalQueue, NEWEST_FIRST, QUEUE_PAGE_SIZE } from './approval-queue';
import { OwnRequestsPage } from './own-requests-page';
import { queueQueryOptions } from './request-queries';
import type { RequestItem, WebRequestFamily } from './request-family';

/** A family in the registry: what the screens need of it, with its own item type sealed inside its components. */
export interface RegisteredRequestFamily {
  key: string;
  area: WebRequestFamily['area'];
  label: string;
  deciders: Deciders;
  /** The screen of the requester's own list, when the family has one. */
  ownPath?: string;
  /** The first page of the queue as its tab shows it unsorted: the tab's count comes from the same answer. */
  countQuery: () => { queryKey: readonly unknown[]; queryFn: () => Promise<{ total: number }> };
  Queue: ComponentType;
  /** Shown under the queue on the family's tab. */
  FollowUp?: ComponentType;
  OwnList?: ComponentType;
}

export function registerRequestFamily<Item extends RequestItem>(
  family: WebRequestFamily<Item>,
): RegisteredRequestFamily {
  const { own } = family;
  return {
    key: family.key,
    area: family.area,
    label: family.label,
    deciders: family.declaration.deciders,
    ownPath: own?.path,
    countQuery: () => {
      const first = family.queueSort ?? NEWEST_FIRST;
      const query = { page: 1, pageSize: QUEUE_PAGE_SIZE, sort: first.key, order: first.order };
      return { queryKey: queueQueryOptions(family, query).queryKey, queryFn: () => family.queue(query) };
    },
    Queue: () => <ApprovalQueue family={family} />,
    FollowUp: family.FollowUp,
    OwnList: own ? () => <OwnRequestsPage family={{ ...family, own }} /> : undefined,
  };
}
