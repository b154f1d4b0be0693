import { Link, useSearchParams } from 'react-router';
import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PageHeader } from '@/components/page-header';
import { CompanyTab } from './company-tab';
import { MyUploadsTab } from './my-uploads-tab';
import { UPLOAD_DOCUMENT_PATH } from './paths';

type Tab = 'uploads' | 'company';

/** My Documents: what I uploaded for HR to verify, and what the company gave me; the tab is kept in the URL. */
export function DocumentsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'company' ? 'company' : 'uploads';
  const choose = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'uploads') next.delete('tab');
      else next.set('tab', value);
      return next;
    });
  return (
    <>
      <PageHeader
        title="My Documents"
        description="Your papers verified by HR, and the letters, payslips and policies the company gives you."
        actions={
          <Button asChild>
            <Link to={UPLOAD_DOCUMENT_PATH}>
              <Upload aria-hidden="true" />
              Upload document
            </Link>
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={choose}>
        <TabsList>
          <TabsTrigger value="uploads">My uploads</TabsTrigger>
          <TabsTrigger value="company">From the company</TabsTrigger>
        </TabsList>
        <TabsContent value="uploads" className="mt-4">
          <MyUploadsTab />
        </TabsContent>
        <TabsContent value="company" className="mt-4">
          <CompanyTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
