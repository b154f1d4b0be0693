import { useSearchParams } from 'react-router';
import { Info } from 'lucide-react';

/** The request a link points at (a notification's `?request=<id>`), if the address names one. */
export function useLinkedRequest(): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('request'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Said when the linked request is not among the rows shown: the screen otherwise gives no sign that the
 * link was followed.
 */
export function LinkedRequestMissing({
  rows,
  linked,
  message,
}: {
  rows: readonly { id: number }[] | undefined;
  linked: number | undefined;
  message: string;
}) {
  if (linked === undefined || rows === undefined || rows.some((row) => row.id === linked)) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
