import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * A card's content that a phone shows only on request, behind a button naming it, so that the attendance
 * screen stays a screen or two long there; from a small tablet up it is always shown.
 */
export function CollapsedOnPhone({
  showLabel,
  hideLabel,
  children,
}: {
  showLabel: string;
  hideLabel: string;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-full sm:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        {open ? hideLabel : showLabel}
      </Button>
      <div id={id} className={cn(open ? 'mt-4 sm:mt-0' : 'hidden sm:block')}>
        {children}
      </div>
    </>
  );
}
