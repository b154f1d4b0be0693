import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarX2, Plus, TriangleAlert } from 'lucide-react';
import { REQUEST_STATUSES, type RequestStatus } from '@staffdesk/shared/schemas/requests';
import type { TEventRequest } from '@staffdesk/shared/schemas/leave';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useEventTypes } from './api/get-event-types';
import { useOwnLeaveRequests } from './api/get-own-leave-requests';
import { CancelLeaveDialog } from './cancel-leave-dialog';
import { LeaveRequestsTable } from './leave-requests-table';

const PAGE_SIZE = 10;
const STATUS_LABELS: Record<RequestStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected', CANCELLED: 'Cancelled' };
export const LEAVE_REQUEST_PATH = '/ui/self-service/leaves/leave-request';

export function LeaveRequestListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statusParam = params.get('status');
  const status = REQUEST_STATUSES.find((s) => s === statusParam);
  const typeCode = params.get('type') || undefined;
  const types = useEventTypes();
  const requests = useOwnLeaveRequests({ page, pageSize: PAGE_SIZE, status, typeCode });
  const [cancelling, setCancelling] = useState<TEventRequest | null>(null);

  const update = (next: { page?: number; status?: string; type?: string }) => {
    const search = new URLSearchParams();
    const s = next.status ?? status ?? '';
    const t = next.type ?? typeCode ?? '';
    if (s) search.set('status', s);
    if (t) search.set('type', t);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const filtered = status !== undefined || typeCode !== undefined;

  return (
    <>
      <PageHeader
        title="Leave requests"
        description="Your leave requests, newest first. Pending ones can be cancelled."
        actions={
          <Button asChild>
            <Link to={LEAVE_REQUEST_PATH}>
              <Plus aria-hidden="true" />
              Request leave
            </Link>
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap gap-4">
        <div className="grid w-full gap-1.5 sm:w-48">
          <Label htmlFor="status-filter">Status</Label>
          <NativeSelect id="status-filter" value={status ?? ''} onChange={(e) => update({ status: e.target.value, page: 1 })}>
            <option value="">All statuses</option>
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid w-full gap-1.5 sm:w-56">
          <Label htmlFor="type-filter">Leave type</Label>
          <NativeSelect id="type-filter" value={typeCode ?? ''} onChange={(e) => update({ type: e.target.value, page: 1 })}>
            <option value="">All types</option>
            {(types.data ?? [])
              .filter((t) => t.isLeave)
              .map((t) => (
                <option key={t.code} value={t.code}>
                  {t.label}
                </option>
              ))}
          </NativeSelect>
        </div>
      </div>

      {requests.isPending ? (
        <Card className="gap-3 p-4" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-9" />
          ))}
        </Card>
      ) : requests.isError ? (
        <LoadError icon={TriangleAlert} title="Your leave requests could not be loaded." onRetry={() => void requests.refetch()} />
      ) : requests.data.items.length === 0 ? (
        <EmptyState icon={CalendarX2} title={filtered ? 'No leave requests match these filters.' : 'You have not asked for leave yet.'}>
          {filtered ? (
            <Button variant="outline" size="sm" className="mt-4" onClick={() => setParams(new URLSearchParams())}>
              Clear filters
            </Button>
          ) : (
            <p>Requests you send show here with their status and your manager's remark.</p>
          )}
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <Card className="py-0">
            <LeaveRequestsTable requests={requests.data.items} onCancel={setCancelling} />
          </Card>
          <Pagination page={requests.data.page} pageSize={requests.data.pageSize} total={requests.data.total} onPageChange={(p) => update({ page: p })} noun="leave requests" />
        </div>
      )}
      <CancelLeaveDialog request={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
