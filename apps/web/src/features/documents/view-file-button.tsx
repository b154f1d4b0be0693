import { useState } from 'react';
import { Eye } from 'lucide-react';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { AttachmentViewer } from '@/components/attachments/attachment-viewer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** A document's file, opened inline (PDF or picture) in a dialog: what a decider looks at before deciding. */
export function ViewFileButton({ file, subject }: { file: TUploadedFile | null; subject: string }) {
  const [open, setOpen] = useState(false);
  if (!file) return <span className="text-muted-foreground">—</span>;
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`View ${subject}`}>
        <Eye aria-hidden="true" />
        View
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{subject}</DialogTitle>
            <DialogDescription>{file.name}</DialogDescription>
          </DialogHeader>
          {open && <AttachmentViewer files={[file]} initiallyOpen />}
        </DialogContent>
      </Dialog>
    </>
  );
}
