import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock, TriangleAlert } from 'lucide-react';
import { ENDING_SOON_DAYS, ENQUIRY_STATUS_LABELS, type TPipelineDashboard } from '@staffdesk/shared/schemas/contracts';
import { BarChart } from '@/components/bar-chart';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@staffdesk/shared/money';
import { usePipelineDashboard } from '../api/get-pipeline-dashboard';
import { contractPagePath } from '../paths';

/** Money in lakhs (1 lakh = 100 000) for a chart's axis, to one decimal. */
const lakhs = (value: number) => Math.round(value / 10_000) / 10;

function PipelineCard({ data }: { data: TPipelineDashboard }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Enquiries by Status</CardTitle>
        <CardDescription>How many leads stand where, and what they are expected to be worth.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <BarChart
          label="Enquiries by status"
          categoryLabel="Status"
          rows={data.enquiriesByStatus.map((s) => ({ category: ENQUIRY_STATUS_LABELS[s.status], enquiries: s.count }))}
          series={[{ key: 'enquiries', label: 'Enquiries', color: 'var(--color-primary)' }]}
        />
        <ul className="grid gap-1 text-sm">
          {data.enquiriesByStatus.map((s) => (
            <li key={s.status} className="flex justify-between gap-3">
              <span className="text-muted-foreground">{ENQUIRY_STATUS_LABELS[s.status]}</span>
              <span className="tabular-nums">{formatMoney(s.expectedValue)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function WinRateCard({ data }: { data: TPipelineDashboard }) {
  const { accepted, rejected, open, winRate } = data.proposals;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Proposal Win Rate</CardTitle>
        <CardDescription>Accepted proposals among those decided.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-4xl font-semibold tabular-nums">
          {winRate === null ? '—' : `${Math.round(winRate * 100)}%`}
        </p>
        <p className="text-sm text-muted-foreground">
          {accepted} accepted · {rejected} rejected · {open} open
        </p>
      </CardContent>
    </Card>
  );
}

function ActiveContractsCard({ data }: { data: TPipelineDashboard }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Active Contracts</CardTitle>
        <CardDescription>
          {data.valuesShown
            ? "Each contract's value against its task orders' ceilings, in lakhs."
            : 'The contracts in force (their values are not shown to your role).'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data.activeContracts.length === 0 ? (
          <EmptyState icon={CalendarClock} title="No active contracts." />
        ) : (
          <>
            {data.valuesShown && (
              <BarChart
                label="Active contracts: value and task order ceilings, in lakhs"
                categoryLabel="Contract"
                rows={data.activeContracts.map((c) => ({
                  category: c.number,
                  value: lakhs(c.value ?? 0),
                  ceilings: lakhs(c.ceilingTotal ?? 0),
                }))}
                series={[
                  { key: 'value', label: 'Value', color: 'var(--color-primary)' },
                  { key: 'ceilings', label: 'Task order ceilings', color: 'var(--color-muted-foreground)' },
                ]}
              />
            )}
            <ul className="grid gap-2 text-sm">
              {data.activeContracts.map((c) => (
                <li key={c.id} className="flex flex-wrap justify-between gap-2">
                  <Link to={contractPagePath(c.id)} className="text-primary underline-offset-4 hover:underline">
                    {c.number}: {c.title}
                  </Link>
                  <span className="text-muted-foreground">
                    {c.companyName}
                    {c.value !== null &&
                      ` · ${formatMoney(c.ceilingTotal ?? 0, c.currency)} of ${formatMoney(c.value, c.currency)} under task orders`}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function EndingSoonCard({ data }: { data: TPipelineDashboard }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contracts Ending Soon</CardTitle>
        <CardDescription>Active contracts that end in the next {ENDING_SOON_DAYS} days.</CardDescription>
      </CardHeader>
      <CardContent>
        {data.endingSoon.length === 0 ? (
          <p className="text-sm text-muted-foreground">None ends in the next {ENDING_SOON_DAYS} days.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {data.endingSoon.map((c) => (
              <li key={c.id} className="flex flex-wrap justify-between gap-2">
                <Link to={contractPagePath(c.id)} className="text-primary underline-offset-4 hover:underline">
                  {c.number}: {c.title}
                </Link>
                <span>
                  {formatDate(c.endDate)} ({c.daysLeft === 0 ? 'today' : `in ${c.daysLeft} days`})
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The projects dashboard: the pipeline (enquiries, proposals, contracts), and the projects' cards below it. */
export function PipelineDashboardPage({ projects }: { projects: ReactNode }) {
  const query = usePipelineDashboard();
  return (
    <>
      <PageHeader
        title="Projects Dashboard"
        description="The pipeline from enquiry to contract, the contracts in force, and the projects under them."
      />
      {query.isError ? (
        <LoadError
          icon={TriangleAlert}
          title="The dashboard could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Skeleton className="h-96" aria-busy="true" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <PipelineCard data={query.data} />
          <div className="grid content-start gap-4">
            <WinRateCard data={query.data} />
            <EndingSoonCard data={query.data} />
          </div>
          <div className="lg:col-span-2">
            <ActiveContractsCard data={query.data} />
          </div>
          {projects}
        </div>
      )}
    </>
  );
}
