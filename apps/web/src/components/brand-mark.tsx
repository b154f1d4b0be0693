import { cn } from '@/lib/cn';

/** The Staffdesk mark; decorative, the product name always stands beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M10 20.5c1.2 1.4 3.3 2.3 5.8 2.3 3.3 0 5.7-1.6 5.7-4.2 0-2.4-1.8-3.4-5-4.1-2.5-.5-3.4-1-3.4-2 0-1 1-1.7 2.7-1.7 1.6 0 2.9.6 3.8 1.6"
        fill="none"
        className="stroke-primary-foreground"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
