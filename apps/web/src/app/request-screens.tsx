import type { ComponentType } from 'react';
import { uiPath } from '@staffdesk/shared/routes';
import { ApprovalsPage } from '@/components/requests/approvals-page';
import type { RegisteredRequestFamily } from '@/components/requests/registered-family';
import { REQUEST_FAMILIES } from './request-families';

/** The approvals screens of the route table, each deciding the families of its area. */
const APPROVAL_SCREENS: Record<string, { area: RegisteredRequestFamily['area']; description: string }> = {
  [uiPath('/ui/self-service/approvals')]: {
    area: 'self-service',
    description: 'Requests from your team waiting for your decision.',
  },
  [uiPath('/ui/human-resources/approvals')]: {
    area: 'hr',
    description: 'Reimbursements, assets and documents waiting for your decision.',
  },
  [uiPath('/ui/it/approvals')]: { area: 'it', description: 'Help desk tickets waiting for you to solve them.' },
};

/**
 * The screen a request family gives a path of the route table: an approvals screen with the families of
 * its area, or a family's list of one's own requests. Undefined when no family (yet) has one there.
 */
export function requestScreenAt(fullPath: string): ComponentType | undefined {
  const approvals = APPROVAL_SCREENS[fullPath];
  if (approvals) {
    const families = REQUEST_FAMILIES.filter((family) => family.area === approvals.area);
    if (families.length === 0) return undefined;
    return () => <ApprovalsPage title="Approvals" description={approvals.description} families={families} />;
  }
  return REQUEST_FAMILIES.find((family) => family.ownPath === fullPath)?.OwnList;
}
