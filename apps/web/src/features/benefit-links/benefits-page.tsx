import { Link, useSearchParams } from 'react-router';
import { Plus, Receipt } from 'lucide-react';
import type { TReimbursement } from '@staffdesk/shared/schemas/reimbursements';
import { uiPath } from '@staffdesk/shared/routes';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { PageHeader } from '@/components/page-header';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/dates';
import { IssuedAssetsTable } from '@/components/assets/issued-assets-table';
import { useLatestClaims } from './api/get-latest-claims';
import { BenefitLinksPanel } from './benefit-links-panel';
import { formatMoney } from '@staffdesk/shared/money';

const TABS = [
  { key: 'reimbursements', label: 'Reimbursements' },
  { key: 'assets', label: 'Assets' },
  { key: 'mediclaim', label: 'Mediclaim' },
  { key: 'provident-fund', label: 'Provident Fund' },
] as const;

const claimColumns: DataTableColumn<TReimbursement>[] = [
  { id: 'category', header: 'Category', value: (c) => c.categoryLabel, card: 'title', width: 'sm' },
  {
    id: 'expenseDate',
    header: 'Spent on',
    value: (c) => c.expenseDate,
    cell: (c) => formatDate(c.expenseDate),
    sortKey: 'expenseDate',
    width: 'fit',
  },
  {
    id: 'amount',
    header: 'Amount',
    value: (c) => c.amount,
    cell: (c) => formatMoney(c.amount, c.currency),
    sortKey: 'amount',
    numeric: true,
    width: 'fit',
  },
  {
    id: 'status',
    header: 'Status',
    value: (c) => c.status,
    cell: (c) => <RequestStatusBadge status={c.status} />,
    card: 'badge',
    width: 'fit',
  },
  { id: 'payment', header: 'Payment reference', value: (c) => c.paymentReference ?? '—', hideBelow: 'lg', width: 'sm' },
];

function ReimbursementsTab() {
  const claims = useLatestClaims();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={uiPath('/ui/human-resources/reimbursement-request-form')}>
            <Plus aria-hidden="true" /> New claim
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={uiPath('/ui/human-resources/reimbursement-request-list')}>All my claims</Link>
        </Button>
      </div>
      <DataTable
        mode="client"
        label="My latest claims"
        noun="claims"
        columns={claimColumns}
        rows={claims.data?.items}
        getRowId={(c) => c.id}
        query={claims}
        errorTitle="Your claims could not be loaded."
        empty={{ icon: Receipt, title: 'No claims yet.', hint: 'Claim an expense back with "New claim".' }}
      />
    </div>
  );
}

function AssetsTab() {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={uiPath('/ui/human-resources/asset-request-form')}>
            <Plus aria-hidden="true" /> Request an asset
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={uiPath('/ui/human-resources/asset-list')}>My Assets</Link>
        </Button>
      </div>
      <IssuedAssetsTable />
    </div>
  );
}

/** Benefits and Compensation: my claims, my assets, and the mediclaim and provident fund links, a tab each. */
export function BenefitsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'reimbursements';
  const setTab = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader
        title="Benefits and Compensation"
        description="Your expense claims, the assets issued to you, and your insurance and provident fund."
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full flex-wrap sm:w-fit">
          {TABS.map((t) => (
            <TabsTrigger key={t.key} value={t.key}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="reimbursements" className="mt-4">
          <ReimbursementsTab />
        </TabsContent>
        <TabsContent value="assets" className="mt-4">
          <AssetsTab />
        </TabsContent>
        <TabsContent value="mediclaim" className="mt-4">
          <BenefitLinksPanel kind="MEDICLAIM" what="mediclaim" />
        </TabsContent>
        <TabsContent value="provident-fund" className="mt-4">
          <BenefitLinksPanel kind="PF" what="provident fund" />
        </TabsContent>
      </Tabs>
    </>
  );
}
