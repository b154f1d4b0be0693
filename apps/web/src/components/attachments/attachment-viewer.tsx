import { useState } from 'react';
import { Download, FileText, ImageIcon } from 'lucide-react';
import { formatFileSize, type TUploadedFile } from '@staffdesk/shared/schemas/files';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFileUrl } from '@/lib/use-file-url';
import { cn } from '@/lib/cn';

/** What the viewer needs of a record's file. */
export type ViewableFile = Pick<TUploadedFile, 'id' | 'name' | 'contentType' | 'size' | 'downloadPath'>;

/** One file shown where it is: a picture as a picture, a PDF or a text in a frame, with its download. */
function FilePreview({ file }: { file: ViewableFile }) {
  const url = useFileUrl(file.downloadPath);
  if (!url) {
    return (
      <div className="flex h-40 items-center justify-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner /> Loading {file.name}…
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {file.contentType.startsWith('image/') ? (
        <img src={url} alt={file.name} className="max-h-[70vh] w-full rounded-md border object-contain" />
      ) : (
        <iframe src={url} title={file.name} className="h-[70vh] w-full rounded-md border bg-white" />
      )}
      <Button asChild variant="outline" size="sm" className="self-end">
        <a href={url} download={file.name}>
          <Download aria-hidden="true" /> Download {file.name}
        </a>
      </Button>
    </div>
  );
}

/**
 * A record's attachments (receipts, a document, a ticket's screenshots): a button per file, and the chosen
 * one shown inline, so that a decider sees it before deciding. Nothing is fetched until a file is opened.
 */
export function AttachmentViewer({ files, className, initiallyOpen = false }: { files: readonly ViewableFile[]; className?: string; initiallyOpen?: boolean }) {
  const [openId, setOpenId] = useState<string | undefined>(initiallyOpen ? files[0]?.id : undefined);
  if (files.length === 0) return <p className="text-sm text-muted-foreground">No attachments.</p>;
  const open = files.find((file) => file.id === openId);
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <ul className="flex flex-wrap gap-2" aria-label="Attachments">
        {files.map((file) => {
          const Icon = file.contentType.startsWith('image/') ? ImageIcon : FileText;
          return (
            <li key={file.id}>
              <Button type="button" variant={file.id === openId ? 'secondary' : 'outline'} size="sm" aria-pressed={file.id === openId} onClick={() => setOpenId(file.id === openId ? undefined : file.id)}>
                <Icon aria-hidden="true" />
                {file.name} <span className="text-muted-foreground">({formatFileSize(file.size)})</span>
              </Button>
            </li>
          );
        })}
      </ul>
      {open && <FilePreview key={open.id} file={open} />}
    </div>
  );
}
