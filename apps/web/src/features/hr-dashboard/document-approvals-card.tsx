import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentsToVerify } from './api/get-documents-to-verify';

/** For those who verify documents: how many wait, with the way to the queue. */
export function DocumentApprovalsCard() {
  const { data, isPending } = useDocumentsToVerify();
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
          <p className="text-3xl font-semibold tabular-nums">{data ?? 0}</p>
        )}
        <Button asChild variant="outline">
          <Link to={uiPath('/ui/human-resources/approvals', { tab: 'documents' })}>
            <FileText aria-hidden="true" />
            Open approvals
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
