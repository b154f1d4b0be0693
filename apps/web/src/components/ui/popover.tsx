import type { ComponentProps } from 'react';
import { Popover as Pop } from 'radix-ui';
import { cn } from '@/lib/cn';

export const Popover = Pop.Root;
export const PopoverTrigger = Pop.Trigger;

export function PopoverContent({
  className,
  align = 'start',
  sideOffset = 4,
  ...props
}: ComponentProps<typeof Pop.Content>) {
  return (
    <Pop.Portal>
      <Pop.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-[calc(100vw-1rem)] rounded-md border bg-popover p-3 text-popover-foreground shadow-md outline-hidden',
          className,
        )}
        {...props}
      />
    </Pop.Portal>
  );
}
