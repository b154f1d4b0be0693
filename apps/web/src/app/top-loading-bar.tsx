import { useIsLoading } from '@/lib/loading-store';
import { cn } from '@/lib/cn';

/** The global loading indicator (spec section 4): on while a request runs or, in the router, a screen loads. */
export function TopLoadingBar({ navigating = false }: { navigating?: boolean }) {
  const requests = useIsLoading();
  const active = requests || navigating;
  return (
    <div
      data-testid="loading-bar"
      data-active={active}
      aria-hidden="true"
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[100] h-0.5 overflow-hidden transition-opacity duration-200',
        active ? 'opacity-100' : 'opacity-0',
      )}
    >
      <div className="h-full w-1/3 animate-loading-bar bg-primary" />
    </div>
  );
}
