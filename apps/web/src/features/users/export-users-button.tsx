import { Download } from 'lucide-react';
import type { TUserExportQuery } from '@staffdesk/shared/schemas/users';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useExportUsers } from './api/export-users';

/** Saves the listing as it is filtered and sorted, every page of it. */
export function ExportUsersButton({ query }: { query: TUserExportQuery }) {
  const download = useExportUsers();
  return (
    <Button
      variant="outline"
      onClick={() => download.mutate(query, { onSuccess: () => toast.success('Saved users.csv.') })}
      disabled={download.isPending}
    >
      {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
      Export CSV
    </Button>
  );
}
