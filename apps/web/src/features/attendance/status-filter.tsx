import { REQUEST_STATUSES, type RequestStatus } from '@staffdesk/shared/schemas/requests';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

const LABELS: Record<RequestStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected', CANCELLED: 'Cancelled' };

export function StatusFilter({ value, onChange }: { value: RequestStatus | undefined; onChange: (status: RequestStatus | undefined) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="status-filter" className="text-muted-foreground">
        Status
      </Label>
      <NativeSelect id="status-filter" className="w-40" value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as RequestStatus | undefined)}>
        <option value="">All</option>
        {REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {LABELS[status]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
