import { CloudOff, RefreshCw, type LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';

/** The error state of a list or card: what failed, and a way to try again. */
export function LoadError({
  title,
  onRetry,
  icon = CloudOff,
  className,
}: {
  title: string;
  onRetry: () => void;
  icon?: LucideIcon;
  className?: string;
}) {
  return (
    <EmptyState icon={icon} title={title} className={className}>
      <p>Check your connection and try again.</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </EmptyState>
  );
}
