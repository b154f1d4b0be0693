import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface DownloadCsvButtonProps {
  /** What the button says: "Download leave CSV". */
  children: string;
  /** The file is being fetched. */
  pending: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** A report's download button: a spinner in place of its icon, and disabled, while the file is fetched. */
export function DownloadCsvButton({ children, pending, disabled = false, onClick }: DownloadCsvButtonProps) {
  return (
    <Button type="button" onClick={onClick} disabled={disabled || pending}>
      {pending ? <Spinner /> : <Download aria-hidden="true" />}
      {children}
    </Button>
  );
}
