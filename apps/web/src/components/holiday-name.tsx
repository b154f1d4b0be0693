import type { THoliday } from '@staffdesk/shared/schemas/attendance';
import { Badge } from '@/components/ui/badge';

/** A holiday's name as every list shows it, marked when it is optional (a working day unless taken as leave). */
export function HolidayName({ holiday, dimmed = false }: { holiday: THoliday; dimmed?: boolean }) {
  return (
    <span className={dimmed ? 'text-muted-foreground' : 'font-medium'}>
      {holiday.name}
      {holiday.optional && (
        <Badge variant="outline" className="ml-2">
          Optional
        </Badge>
      )}
    </span>
  );
}
