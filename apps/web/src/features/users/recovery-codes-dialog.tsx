import { useId, useState } from 'react';
import { Check, Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { downloadText } from '@/lib/download';

const FILE_NAME = 'staffdesk-recovery-codes.txt';

interface RecoveryCodesDialogProps {
  /** The codes just made; the dialog is open while there are some. */
  codes: readonly string[] | null;
  username: string;
  onClose: () => void;
}

/** The recovery codes, shown once: the dialog stays until the user says they are saved. */
export function RecoveryCodesDialog({ codes, username, onClose }: RecoveryCodesDialogProps) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const savedId = useId();
  const text = (codes ?? []).join('\n');
  const close = () => {
    setSaved(false);
    setCopied(false);
    onClose();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () =>
    downloadText(
      `Staffdesk recovery codes for ${username}\nEach code works once, in place of a code from your app.\n\n${text}\n`,
      FILE_NAME,
    );

  return (
    <Dialog open={codes !== null} onOpenChange={(open) => !open && saved && close()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Save Your Recovery Codes</DialogTitle>
          <DialogDescription>
            If you lose your phone, sign in with one of these instead of a code from your app. Each works once, and they
            are shown only now.
          </DialogDescription>
        </DialogHeader>
        <ol
          aria-label="Recovery codes"
          className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted px-4 py-3 font-mono text-base tracking-wider select-all"
        >
          {codes?.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button variant="outline" onClick={download}>
            <Download aria-hidden="true" />
            Download (.txt)
          </Button>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id={savedId} checked={saved} onCheckedChange={(checked) => setSaved(checked === true)} />
          <Label htmlFor={savedId}>I have saved them</Label>
        </div>
        <DialogFooter>
          <Button onClick={close} disabled={!saved}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
