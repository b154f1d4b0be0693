import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';

interface FilterSelectProps {
  id: string;
  label: string;
  /** The first choice, which turns the filter off ("All statuses"). */
  allLabel: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  /** Its width from the small breakpoint up (full width on a phone). */
  className?: string;
}

/** One labelled filter of a list above its data table: a choice, or all. */
export function FilterSelect({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
  className = 'sm:w-44',
}: FilterSelectProps) {
  return (
    <div className={cn('grid w-full gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
