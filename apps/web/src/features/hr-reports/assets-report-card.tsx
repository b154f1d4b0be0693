import { Laptop } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useDownloadAssetsCsv } from './api/download-assets-csv';
import { useAssetReport } from './api/get-asset-report';
import { assetColumns } from './asset-columns';
import { DownloadCsvButton } from './download-csv-button';

/** What each employee holds now and what they returned: the preview and the download. */
export function AssetsReportCard() {
  const assets = useAssetReport();
  const download = useDownloadAssetsCsv();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Assets Issued per Employee</h2>
        </CardTitle>
        <CardDescription>What each employee holds now, and what they returned.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <DownloadCsvButton
            pending={download.isPending}
            onClick={() => download.mutate(undefined, { onSuccess: (fileName) => toast.success(`Saved ${fileName}.`) })}
          >
            Download assets CSV
          </DownloadCsvButton>
        </div>
        <DataTable
          mode="client"
          label="Assets issued per employee"
          noun="employees"
          columns={assetColumns}
          rows={assets.data?.items}
          getRowId={(r) => r.employeeId}
          query={assets}
          errorTitle="The assets could not be loaded."
          empty={{ icon: Laptop, title: 'No assets issued yet.' }}
          search={{ label: 'Search by employee or tag' }}
        />
      </CardContent>
    </Card>
  );
}
