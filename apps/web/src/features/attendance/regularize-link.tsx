import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { regularizationFormPath } from './paths';

/** The button that opens the regularization form for a day, named with its date for a screen reader. */
export function RegularizeLink({ date }: { date: string }) {
  return (
    <Button variant="outline" size="sm" asChild>
      <Link to={regularizationFormPath(date)}>
        Regularize<span className="sr-only"> {formatDate(date)}</span>
      </Link>
    </Button>
  );
}
