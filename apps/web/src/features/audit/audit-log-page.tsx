import { Download, ScrollText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import { useTableParams } from '@/components/data-table/use-table-params';
import { toast } from '@/lib/toast';
import { useDownloadAuditCsv } from './api/download-audit-csv';
import { useAuditEntries } from './api/get-audit-entries';
import { auditColumns } from './audit-columns';
import { AuditFilterControls } from './audit-filter-controls';
import { AUDIT_FILTERS, auditFilters } from './audit-filters';
import { BackgroundJobsCard } from './background-jobs-card';

const PAGE_SIZE = 25;

/**
 * The audit log for MD and ADMIN: every decision and every change to another person's data, searched by
 * who acted, the kind of record, the action and the dates, newest first, and exported as CSV as filtered.
 * Above it ADMIN sees what the system ran on its own: the background jobs' last runs and failures.
 */
export function AuditLogPage() {
  const list = useTableParams({ filters: AUDIT_FILTERS });
  const filters = auditFilters(list.filters);
  const query = useAuditEntries({ ...filters, page: list.page, pageSize: PAGE_SIZE });
  const download = useDownloadAuditCsv();
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
        columns={auditColumns}
        rows={query.data?.items}
        getRowId={(e) => e.id}
        query={query}
        errorTitle="The audit log could not be loaded."
        empty={{
          icon: ScrollText,
          title: 'Nothing recorded yet.',
          filteredTitle: 'No audit entries match these filters.',
        }}
        filters={<AuditFilterControls filters={filters} rangeWrong={rangeWrong} onChange={list.setFilter} />}
        filtered={list.filtered}
        onClearFilters={list.clearFilters}
        pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPageChange: list.setPage }}
      />
    </>
  );
}
