import { Network } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrgLevel } from './api/get-org-chart';
import { handleTreeKey } from './org-tree-keys';
import { OrgTreeNode } from './org-tree-node';
import { useOrgTree } from './use-org-tree';

/** The reporting tree from the top, as a WAI-ARIA tree that opens a level at a time. */
export function OrgTree() {
  const tree = useOrgTree();
  const top = useOrgLevel(undefined);
  if (top.isPending) return <Skeleton className="h-24 w-full" />;
  if (top.isError) return <LoadError title="The org chart could not be loaded." onRetry={() => void top.refetch()} />;
  const roots = [
    ...top.data.people,
    ...tree.extraRoots.filter((r) => !top.data.people.some((p) => p.employeeId === r.employeeId)),
  ];
  if (roots.length === 0)
    return (
      <EmptyState icon={Network} title="Nobody is in the org chart yet.">
        People appear here once they have an employee record.
      </EmptyState>
    );
  return (
    <ul
      role="tree"
      aria-label="Org chart"
      className="grid gap-0.5"
      onKeyDown={(event) => {
        if (handleTreeKey(event, tree.setExpanded)) event.preventDefault();
      }}
      onFocus={(event) => {
        const id = Number((event.target as HTMLElement).dataset.id);
        if (id) tree.setFocusedId(id);
      }}
    >
      {roots.map((p, i) => (
        <OrgTreeNode key={p.employeeId} person={p} level={1} position={i + 1} size={roots.length} first={i === 0} />
      ))}
    </ul>
  );
}
