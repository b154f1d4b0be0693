import { DEFAULT_TIME_ZONE, monthRange, todayIn } from '@staffdesk/shared/dates';
import type { THrDashboard } from '@staffdesk/shared/schemas/hr-reports';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../access';
import { pendingAssetRequestCount } from '../assets/view';
import { pendingDocumentCount } from '../documents/employee-document-view';
import { awayOn } from '../leave/report-data';
import { headcountByDepartment, joinersAndLeavers } from '../organisation/employees';
import { claimTotalsByCategory, pendingClaimCount } from '../reimbursements/view';

/** The company half of the HR dashboard: each figure read from the module that owns it, all at once. */
export async function hrDashboard(db: Db, actor: AuthUser): Promise<THrDashboard> {
  const date = todayIn(actor.employee?.timeZone ?? DEFAULT_TIME_ZONE);
  const month = date.slice(0, 7);
  const { from, to } = monthRange(month);
  const [headcount, { joiners, leavers }, away, claims, assets, documents, byCategory] = await Promise.all([
    headcountByDepartment(db),
    joinersAndLeavers(db, from, to),
    awayOn(db, date),
    pendingClaimCount(db),
    pendingAssetRequestCount(db),
    pendingDocumentCount(db),
    claimTotalsByCategory(db, from, to),
  ]);
  return {
    date,
    month,
    headcount,
    joiners,
    leavers,
    awayToday: away,
    pendingApprovals: [
      { family: 'reimbursements', label: 'Reimbursements', count: claims },
      { family: 'asset-requests', label: 'Asset requests', count: assets },
      { family: 'documents', label: 'Documents', count: documents },
    ],
    reimbursementsByCategory: byCategory,
  };
}
