import { useMatches } from 'react-router';
import { Inbox } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/empty-state';

function labelOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('crumb' in handle)) return undefined;
  const crumb = (handle as { crumb?: { label?: unknown } }).crumb;
  return typeof crumb?.label === 'string' && crumb.label ? crumb.label : undefined;
}

/** A screen of the route table whose module is not built yet: its heading and a neutral empty state. */
export function UnbuiltScreen() {
  const title = useMatches()
    .map((m) => labelOf(m.handle))
    .filter(Boolean)
    .at(-1);
  return (
    <>
      <PageHeader title={title ?? 'Staffdesk'} />
      <EmptyState icon={Inbox} title="Nothing to show here yet." />
    </>
  );
}
