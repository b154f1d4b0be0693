import { FileClock, FileWarning, FileX } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { useOwnDocuments } from './api/get-own-documents';
import { CountLinks } from './count-links';

const DOCUMENTS_PATH = uiPath('/ui/human-resources/documents');

/** My documents that need something: waiting for HR, rejected (upload again), or expiring; each a link to act. */
export function MyDocumentsCard() {
  const { data, isPending } = useOwnDocuments();
  const items = data?.items ?? [];
  const pending = items.filter((d) => d.status === 'PENDING').length;
  const rejected = items.filter((d) => d.status === 'REJECTED').length;
  const expiring = items.filter((d) => d.status === 'APPROVED' && (d.expiry === 'EXPIRING' || d.expiry === 'EXPIRED'));
  const rows = [
    {
      icon: FileClock,
      label: 'Waiting for verification',
      count: pending,
      to: uiPath(DOCUMENTS_PATH, { uploadsStatus: 'PENDING' }),
    },
    {
      icon: FileX,
      label: 'Rejected: upload again',
      count: rejected,
      to: uiPath(DOCUMENTS_PATH, { uploadsStatus: 'REJECTED' }),
    },
    {
      icon: FileWarning,
      label: 'Expiring or expired',
      count: expiring.length,
      to: uiPath(DOCUMENTS_PATH, { uploadsSort: 'expiryDate', uploadsOrder: 'asc' }),
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
