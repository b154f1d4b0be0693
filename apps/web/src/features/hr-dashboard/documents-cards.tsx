import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FileClock, FileText, FileWarning, FileX } from 'lucide-react';
import { employeeDocumentsApi } from '@staffdesk/shared/api/documents';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { callApi } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { CountLinks } from './count-links';

const DOCUMENTS_PATH = '/ui/human-resources/documents';
const APPROVALS_PATH = '/ui/human-resources/approvals';
/** One person's documents are few: the card reads them all in one page. */
const ALL_MINE = { page: 1, pageSize: 200 } as const;

/** My documents that need something: waiting for HR, rejected (upload again), or expiring; each a link to act. */
export function MyDocumentsCard() {
  const { data, isPending } = useQuery({
    queryKey: ['requests', 'documents', 'own', ALL_MINE],
    queryFn: () => callApi(employeeDocumentsApi.ownEmployeeDocuments, { query: ALL_MINE }),
  });
  const items = data?.items ?? [];
  const pending = items.filter((d) => d.status === 'PENDING').length;
  const rejected = items.filter((d) => d.status === 'REJECTED').length;
  const expiring = items.filter((d) => d.status === 'APPROVED' && (d.expiry === 'EXPIRING' || d.expiry === 'EXPIRED'));
  const rows = [
    {
      icon: FileClock,
      label: 'Waiting for verification',
      count: pending,
      to: `${DOCUMENTS_PATH}?uploadsStatus=PENDING`,
    },
    { icon: FileX, label: 'Rejected: upload again', count: rejected, to: `${DOCUMENTS_PATH}?uploadsStatus=REJECTED` },
    {
      icon: FileWarning,
      label: 'Expiring or expired',
      count: expiring.length,
      to: `${DOCUMENTS_PATH}?uploadsSort=expiryDate&uploadsOrder=asc`,
    },
  ];
  return (
    <Card aria-busy={isPending || undefined}>
      <CardHeader>
        <CardTitle>My Documents</CardTitle>
        <CardDescription>What waits for HR, what to upload again, and what expires soon.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isPending ? (
          <Skeleton className="h-28" />
        ) : (
          <CountLinks label="My documents that need attention" rows={rows} />
        )}
        {expiring.length > 0 && (
          <ul className="grid gap-1 text-sm" aria-label="Expiring documents">
            {expiring.map((d) => (
              <li key={d.id}>
                {d.documentTypeLabel}: {d.expiry === 'EXPIRED' ? 'expired on' : 'expires on'} {formatDate(d.expiryDate)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** For those who verify documents: how many wait, with the way to the queue. */
export function DocumentApprovalsCard() {
  const query = { page: 1, pageSize: 1 } as const;
  const { data, isPending } = useQuery({
    queryKey: ['requests', 'documents', 'queue-count'],
    queryFn: () => callApi(employeeDocumentsApi.allEmployeeDocuments, { query }),
  });
  return (
    <Card aria-busy={isPending || undefined}>
      <CardHeader>
        <CardTitle>Documents to Verify</CardTitle>
        <CardDescription>Employees' documents waiting for HR.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between gap-3">
        {isPending ? (
          <Skeleton className="h-9 w-16" />
        ) : (
          <p className="text-3xl font-semibold tabular-nums">{data?.total ?? 0}</p>
        )}
        <Button asChild variant="outline">
          <Link to={`${APPROVALS_PATH}?tab=documents`}>
            <FileText aria-hidden="true" />
            Open approvals
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
