import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { documentQuery } from './api/get-document';
import { UploadDocumentForm } from './upload-document-form';

/** The hidden upload form; `?documentId=` names a rejected document to upload again. */
export function UploadDocumentPage() {
  const [params] = useSearchParams();
  const id = Number.parseInt(params.get('documentId') ?? '', 10);
  const again = Number.isInteger(id) && id > 0;
  const rejected = useQuery({ ...documentQuery(id), enabled: again });
  const usable = rejected.data?.status === 'REJECTED' ? rejected.data : undefined;
  return (
    <>
      <PageHeader
        title="Upload Document"
        description={
          usable
            ? `Upload your ${usable.documentTypeLabel} again, with what the reviewer asked for fixed.`
            : 'A PDF or a picture (PNG or JPEG) of the document, for HR to verify.'
        }
      />
      {again && rejected.isPending ? (
        <Skeleton className="h-96 max-w-2xl" />
      ) : (
        <UploadDocumentForm key={usable?.id ?? 'new'} rejected={usable} />
      )}
    </>
  );
}
