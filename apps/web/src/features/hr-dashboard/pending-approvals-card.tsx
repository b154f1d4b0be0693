import { FileCheck, Laptop, Receipt } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import type { THrDashboard } from '@staffdesk/shared/schemas/hr-reports';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CountLinks } from './count-links';

const FAMILY_ICONS = { reimbursements: Receipt, 'asset-requests': Laptop, documents: FileCheck } as const;

/** How many requests of each kind wait for HR, each a link to its tab of the approvals. */
export function PendingApprovalsCard({ pendingApprovals }: { pendingApprovals: THrDashboard['pendingApprovals'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending HR Approvals</CardTitle>
        <CardDescription>Requests waiting for a decision, by kind.</CardDescription>
      </CardHeader>
      <CardContent>
        <CountLinks
          label="Pending HR approvals"
          rows={pendingApprovals.map((p) => ({
            icon: FAMILY_ICONS[p.family],
            label: p.label,
            count: p.count,
            to: uiPath('/ui/human-resources/approvals', { tab: p.family }),
          }))}
        />
      </CardContent>
    </Card>
  );
}
