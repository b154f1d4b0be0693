import type { ComponentProps, ReactNode, Ref } from 'react';
import { CalendarDays } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import type { useTypedValue } from './use-typed-value';

interface TypedPickerProps {
  /** The input's id: the form's <Label htmlFor> names it. */
  id: string;
  ref?: Ref<HTMLInputElement>;
  /** How to type a value ("dd/mm/yyyy"). */
  placeholder: string;
  typed: ReturnType<typeof useTypedValue>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The calendar button's name: "Choose the day on a calendar". */
  pickLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when the calendar opens; the popover's first control when not given. */
  onOpenAutoFocus?: ComponentProps<typeof PopoverContent>['onOpenAutoFocus'];
  /** The calendar. */
  children: ReactNode;
  /** Beside the calendar button (the time of a date and time). */
  after?: ReactNode;
  /** The field's width where the form sets it. */
  className?: string;
}

/** A typed value with a calendar beside it, and the reason under it when what is typed cannot be taken. */
export function TypedPicker({
  id,
  ref,
  placeholder,
  typed,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  pickLabel,
  open,
  onOpenChange,
  onOpenAutoFocus,
  children,
  after,
  className,
}: TypedPickerProps) {
  const problemId = `${id}-date-problem`;
  const describedBy = [ariaDescribedBy, typed.problem && problemId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex flex-wrap items-start gap-2">
        <div className="flex min-w-0 flex-1 basis-40 gap-2">
          <Input
            ref={ref}
            id={id}
            name={id}
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            value={typed.text}
            aria-invalid={ariaInvalid || typed.problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => typed.typed(event.target.value)}
            onBlur={(event) => typed.left(event.target.value)}
          />
          <Popover open={open} onOpenChange={onOpenChange}>
            <PopoverTrigger asChild>
              <Button type="button" variant="outline" size="icon" className="shrink-0" aria-label={pickLabel}>
                <CalendarDays aria-hidden="true" />
              </Button>
            </PopoverTrigger>
            <PopoverContent aria-label="Calendar" onOpenAutoFocus={onOpenAutoFocus}>
              {children}
            </PopoverContent>
          </Popover>
        </div>
        {after}
      </div>
      <FieldError id={problemId}>{typed.problem}</FieldError>
    </div>
  );
}
