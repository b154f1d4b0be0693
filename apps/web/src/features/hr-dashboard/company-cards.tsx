import { useQuery } from '@tanstack/react-query';
import { FileCheck, Laptop, Receipt } from 'lucide-react';
import { hrReportsApi } from '@staffdesk/shared/api/hr-reports';
import type { THrDashboard } from '@staffdesk/shared/schemas/hr-reports';
import { BarChart } from '@/components/bar-chart';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { callApi } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { CountLinks } from './count-links';

const APPROVALS_PATH = '/ui/human-resources/approvals';
const FAMILY_ICONS = { reimbursements: Receipt, 'asset-requests': Laptop, documents: FileCheck } as const;

function PeopleList({
  label,
  people,
  empty,
}: {
  label: string;
  people: readonly { employeeId: number; employeeName: string; department: string | null; detail: string }[];
  empty: string;
}) {
  if (people.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-1 text-sm" aria-label={label}>
      {people.map((p) => (
        <li key={`${p.employeeId}-${p.detail}`} className="flex flex-wrap justify-between gap-x-3">
          <span>
            {p.employeeName}
            {p.department && <span className="text-muted-foreground"> · {p.department}</span>}
          </span>
          <span className="text-muted-foreground">{p.detail}</span>
        </li>
      ))}
    </ul>
  );
}

function Cards({ data }: { data: THrDashboard }) {
  const away = data.awayToday.map((a) => ({
    ...a,
    detail: `${a.typeLabel}${a.halfDay === 'NONE' ? '' : ' (half day)'}`,
  }));
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Headcount by Department</CardTitle>
          <CardDescription>{data.headcount.reduce((n, d) => n + d.count, 0)} active employees.</CardDescription>
        </CardHeader>
        <CardContent>
          <BarChart
            label="Active employees by department"
            categoryLabel="Department"
            rows={data.headcount.map((d) => ({ category: d.department ?? 'No department', employees: d.count }))}
            series={[{ key: 'employees', label: 'Employees', color: 'var(--color-primary)' }]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Joiners and Leavers</CardTitle>
          <CardDescription>
            This month: {data.joiners.length} joined, {data.leavers.length} left.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1">
            <h3 className="text-sm font-medium">Joined</h3>
            <PeopleList
              label="Joined this month"
              people={data.joiners.map((p) => ({ ...p, detail: formatDate(p.date) }))}
              empty="No one joined this month."
            />
          </div>
          <div className="grid gap-1">
            <h3 className="text-sm font-medium">Left</h3>
            <PeopleList
              label="Left this month"
              people={data.leavers.map((p) => ({ ...p, detail: formatDate(p.date) }))}
              empty="No one left this month."
            />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Away Today</CardTitle>
          <CardDescription>
            {away.filter((a) => a.isLeave).length} on leave, {away.filter((a) => !a.isLeave).length} working from home.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PeopleList label="On leave or working from home today" people={away} empty="Everyone is in today." />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pending HR Approvals</CardTitle>
          <CardDescription>Requests waiting for a decision, by kind.</CardDescription>
        </CardHeader>
        <CardContent>
          <CountLinks
            label="Pending HR approvals"
            rows={data.pendingApprovals.map((p) => ({
              icon: FAMILY_ICONS[p.family],
              label: p.label,
              count: p.count,
              to: `${APPROVALS_PATH}?tab=${p.family}`,
            }))}
          />
        </CardContent>
      </Card>
      <Card className="md:col-span-2">
        <CardHeader>
          <CardTitle>Reimbursements This Month</CardTitle>
          <CardDescription>
            {formatMoney(data.reimbursementsByCategory.reduce((n, c) => n + c.amount, 0))} claimed in{' '}
            {data.reimbursementsByCategory.reduce((n, c) => n + c.count, 0)} claims, by category (rejected and cancelled
            ones left out).
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data.reimbursementsByCategory.length === 0 ? (
            <p className="text-sm text-muted-foreground">No claims this month.</p>
          ) : (
            <BarChart
              label="Amount claimed this month by category (₹)"
              categoryLabel="Category"
              rows={data.reimbursementsByCategory.map((c) => ({ category: c.label, amount: Math.round(c.amount) }))}
              series={[{ key: 'amount', label: 'Amount (₹)', color: 'var(--color-primary)' }]}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}

/** The company's side of HR for HR_HEAD, MD and ADMIN: one answer, several cards. */
export function CompanyCards() {
  const query = useQuery({
    queryKey: ['hr-dashboard', 'company'],
    queryFn: () => callApi(hrReportsApi.hrDashboard, {}),
  });
  if (query.isPending) return <Skeleton className="h-56 md:col-span-2 xl:col-span-3" />;
  if (query.isError)
    return <LoadError title="The company figures could not be loaded." onRetry={() => void query.refetch()} />;
  return <Cards data={query.data} />;
}
