import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, ScrollText } from 'lucide-react';
import type { TAuditEntry } from '@staffdesk/shared/schemas/audit';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { PageHeader } from '@/components/page-header';
import { DateField } from '@/components/date-picker/date-field';
import { DataTable } from '@/components/data-table/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { useTableParams } from '@/components/data-table/use-table-params';
import { OfficeTime } from '@/components/office-time';
import { toast } from '@/lib/toast';
import { auditEntriesQueryOptions, useAuditFacets, useDownloadAuditCsv } from './api/audit-log';
import { BackgroundJobsCard } from './background-jobs-card';

const PAGE_SIZE = 25;
const FILTERS = { actorId: String, entity: String, action: String, from: String, to: String };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function Changes({ entry }: { entry: TAuditEntry }) {
  if (!entry.remark && entry.changes.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <>
      {entry.remark && <span className="block">Remark: “{entry.remark}”</span>}
      {entry.changes.map((c) => (
        <span key={c.field} className="block text-xs text-muted-foreground">
          {c.field}: {c.before ?? '—'} → {c.after ?? '—'}
        </span>
      ))}
    </>
  );
}

const columns: DataTableColumn<TAuditEntry>[] = [
  { id: 'at', header: 'When', cell: (e) => <OfficeTime iso={e.at} />, width: 'fit' },
  { id: 'actor', header: 'Who', value: (e) => e.actorName ?? 'The system', card: 'title', width: 'sm' },
  {
    id: 'action',
    header: 'Action',
    cell: (e) => <code className="text-xs">{e.action}</code>,
    card: 'badge',
    width: 'fit',
  },
  { id: 'record', header: 'Record', value: (e) => `${e.entity} #${e.entityId}`, width: 'sm' },
  { id: 'changes', header: 'What changed', cell: (e) => <Changes entry={e} />, width: 'md' },
];

/**
 * The audit log for MD and ADMIN: every decision and every change to another person's data, searched by
 * who acted, the kind of record, the action and the dates, newest first, and exported as CSV as filtered.
 * Above it ADMIN sees what the system ran on its own: the background jobs' last runs and failures.
 */
export function AuditLogPage() {
  const list = useTableParams({ filters: FILTERS });
  const { actorId, entity, action, from, to } = list.filters;
  const filters = {
    actorId: actorId && /^\d+$/.test(actorId) ? actorId : undefined,
    entity: entity || undefined,
    action: action || undefined,
    from: from && ISO_DATE.test(from) ? from : undefined,
    to: to && ISO_DATE.test(to) ? to : undefined,
  };
  const query = useQuery(auditEntriesQueryOptions({ ...filters, page: list.page, pageSize: PAGE_SIZE }));
  const facets = useAuditFacets();
  const download = useDownloadAuditCsv();
  const actorOptions = useMemo(
    () => (facets.data?.actors ?? []).map((a) => ({ value: String(a.id), label: a.name })),
    [facets.data],
  );
  const entityOptions = useMemo(
    () => (facets.data?.entities ?? []).map((v) => ({ value: v, label: v })),
    [facets.data],
  );
  const actionOptions = useMemo(
    () =>
      (facets.data?.actions ?? [])
        .filter((v) => !filters.entity || v.startsWith(`${filters.entity}.`))
        .map((v) => ({ value: v, label: v })),
    [facets.data, filters.entity],
  );
  const rangeWrong = filters.from !== undefined && filters.to !== undefined && filters.from > filters.to;

  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Every decision and every change to another person's data: who, what, when, before and after."
        actions={
          <Button
            variant="outline"
            disabled={download.isPending || rangeWrong}
            onClick={() => download.mutate(filters, { onSuccess: (fileName) => toast.success(`Saved ${fileName}.`) })}
          >
            {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            Download CSV
          </Button>
        }
      />
      <BackgroundJobsCard />
      <DataTable
        mode="server"
        label="Audit log"
        noun="audit entries"
        columns={columns}
        rows={query.data?.items}
        getRowId={(e) => e.id}
        query={query}
        errorTitle="The audit log could not be loaded."
        empty={{
          icon: ScrollText,
          title: 'Nothing recorded yet.',
          filteredTitle: 'No audit entries match these filters.',
        }}
        filters={
          <>
            <FilterSelect
              className="sm:w-52"
              id="audit-actor"
              label="Person"
              allLabel="Everyone"
              value={filters.actorId}
              options={actorOptions}
              onChange={(v) => list.setFilter('actorId', v)}
            />
            <FilterSelect
              className="sm:w-52"
              id="audit-entity"
              label="Entity"
              allLabel="All entities"
              value={filters.entity}
              options={entityOptions}
              onChange={(v) => list.setFilter('entity', v)}
            />
            <FilterSelect
              className="sm:w-60"
              id="audit-action"
              label="Action"
              allLabel="All actions"
              value={filters.action}
              options={actionOptions}
              onChange={(v) => list.setFilter('action', v)}
            />
            <div className="grid w-full gap-1.5 sm:w-40">
              <Label htmlFor="audit-from">From</Label>
              <DateField
                id="audit-from"
                value={filters.from ?? ''}
                max={filters.to}
                onChange={(day) => list.setFilter('from', day || undefined)}
                aria-invalid={rangeWrong || undefined}
              />
            </div>
            <div className="grid w-full gap-1.5 sm:w-40">
              <Label htmlFor="audit-to">To</Label>
              <DateField
                id="audit-to"
                value={filters.to ?? ''}
                min={filters.from}
                onChange={(day) => list.setFilter('to', day || undefined)}
                aria-invalid={rangeWrong || undefined}
              />
            </div>
          </>
        }
        filtered={list.filtered}
        onClearFilters={list.clearFilters}
        pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPageChange: list.setPage }}
      />
    </>
  );
}
