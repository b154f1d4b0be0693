import { useEffect, useRef, useState } from 'react';
import { Download, FileText, ImageIcon } from 'lucide-react';
import { formatFileSize, type TUploadedFile } from '@staffdesk/shared/schemas/files';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFileUrl } from '@/lib/use-file-url';
import { cn } from '@/lib/cn';

/** What the viewer needs of a record's file. */
export type ViewableFile = Pick<TUploadedFile, 'id' | 'name' | 'contentType' | 'size' | 'downloadPath'>;

/** Focus landing in the frame this soon after a Tab press is the user's own move. */
const TAB_MOVE_MS = 1000;
/** The PDF viewer takes the focus once it has drawn the file: within this long of the frame's loading it. */
const TAKE_MS = 10_000;

/**
 * A PDF or text in a frame. Chromium's PDF viewer takes the focus once it has drawn the file, and keys pressed
 * there never reach the page (Escape would not close the dialog): the first time the frame takes the focus
 * soon after it loads, unless by Tab, the focus goes back to where it was. The page sees it only as its window
 * losing the focus to the frame.
 */
function FileFrame({ url, name }: { url: string; name: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const loadedAt = useRef(0);
  useEffect(() => {
    loadedAt.current = Math.max(loadedAt.current, performance.now());
    let before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let lastTab = Number.NEGATIVE_INFINITY;
    let handled = false;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') lastTab = performance.now();
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target !== frame.current) before = event.target;
    };
    const onBlur = () =>
      setTimeout(() => {
        if (handled || document.activeElement !== frame.current) return;
        handled = true;
        const now = performance.now();
        if (now - loadedAt.current < TAKE_MS && now - lastTab > TAB_MOVE_MS) before?.focus();
      });
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocus);
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  }, []);
  return (
    <iframe
      ref={frame}
      src={url}
      title={name}
      className="h-[70vh] w-full rounded-md border bg-white"
      onLoad={() => (loadedAt.current = performance.now())}
    />
  );
}

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
        <FileFrame url={url} name={file.name} />
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
export function AttachmentViewer({
  files,
  className,
  initiallyOpen = false,
}: {
  files: readonly ViewableFile[];
  className?: string;
  initiallyOpen?: boolean;
}) {
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
              <Button
                type="button"
                variant={file.id === openId ? 'secondary' : 'outline'}
                size="sm"
                aria-pressed={file.id === openId}
                onClick={() => setOpenId(file.id === openId ? undefined : file.id)}
              >
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
