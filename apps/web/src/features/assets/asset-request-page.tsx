import { PageHeader } from '@/components/page-header';
import { AssetRequestForm } from './asset-request-form';

/** The asset request form under its heading. */
export function AssetRequestPage() {
  return (
    <>
      <PageHeader
        title="Asset Request"
        description="Ask IT for a laptop, a monitor or anything else you need for work."
      />
      <AssetRequestForm />
    </>
  );
}
