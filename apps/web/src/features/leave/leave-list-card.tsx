import type { ReactNode } from 'react';
import type { TEventRequest } from '@staffdesk/shared/schemas/leave';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { formatDateRange } from '@/lib/dates';
import { daysText } from './leave-form-rules';

interface LeaveListCardProps {
  title: string;
  requests: TEventRequest[];
  empty: string;
  footer?: ReactNode;
  showStatus?: boolean;
}

/** A short list of leave: what is coming up, or what was asked for lately. */
export function LeaveListCard({ title, requests, empty, footer, showStatus = false }: LeaveListCardProps) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="divide-y" aria-label={title}>
            {requests.map((r) => (
              <li key={r.id} className="flex items-start justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="text-sm font-medium">{r.typeLabel}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatDateRange(r.fromDate, r.toDate)} · {daysText(r.days)}
                  </p>
                </div>
                {showStatus && <RequestStatusBadge status={r.status} />}
              </li>
            ))}
          </ul>
        )}
        {footer && <div className="mt-4">{footer}</div>}
      </CardContent>
    </Card>
  );
}
