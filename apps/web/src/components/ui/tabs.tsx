import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { useHorizontalOverflow } from '@/lib/use-horizontal-overflow';

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-3', className)} {...props} />;
}

type Fade = 'start' | 'end' | 'both';

/** Which of a scrolling box's ends have more tabs beyond them. */
function fadeOf(box: HTMLElement): Fade | undefined {
  const before = box.scrollLeft > 1;
  const after = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
  return before && after ? 'both' : before ? 'start' : after ? 'end' : undefined;
}

/**
 * Tabs that do not fit scroll sideways, snapping to a tab, and say so: the end with more tabs beyond it fades
 * out (`data-fade`), so a phone user sees there is more than the tabs in view.
 */
export function TabsList({ className, onScroll, ref, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const list = useRef<HTMLDivElement>(null);
  const overflows = useHorizontalOverflow(list);
  const [fade, setFade] = useState<Fade>();
  useEffect(() => {
    if (list.current) setFade(overflows ? fadeOf(list.current) : undefined);
  }, [overflows]);
  return (
    <TabsPrimitive.List
      ref={(node) => {
        list.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      data-slot="tabs-list"
      data-fade={fade}
      onScroll={(event) => {
        setFade(fadeOf(event.currentTarget));
        onScroll?.(event);
      }}
      className={cn(
        'inline-flex h-9 w-fit max-w-full snap-x snap-mandatory items-center overflow-x-auto scroll-px-[3px]',
        'rounded-lg bg-muted p-[3px] text-muted-foreground [scrollbar-width:none]',
        'data-[fade=end]:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)]',
        'data-[fade=start]:[mask-image:linear-gradient(to_left,#000_calc(100%-2.5rem),transparent)]',
        'data-[fade=both]:[mask-image:linear-gradient(to_right,transparent,#000_2.5rem,#000_calc(100%-2.5rem),transparent)]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full flex-1 snap-start items-center justify-center gap-1.5 rounded-md px-3 text-sm',
        'font-medium whitespace-nowrap transition-[color,box-shadow] outline-none',
        'focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('flex-1 outline-none', className)} {...props} />;
}
