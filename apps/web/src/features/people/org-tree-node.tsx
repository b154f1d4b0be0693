import type { TOrgChartPerson } from '@staffdesk/shared/schemas/organisation';
import { ChevronRight } from 'lucide-react';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrgLevel } from './api/get-org-chart';
import { useOrgTree } from './use-org-tree';

interface OrgTreeNodeProps {
  person: TOrgChartPerson;
  level: number;
  position: number;
  size: number;
  /** Takes the tab stop while no item has had focus. */
  first: boolean;
}

const reportsText = (n: number) => (n === 1 ? '1 report' : `${n} reports`);

/** One person of the chart: their name, work and count of reports; their reports, fetched when first opened, below them. */
export function OrgTreeNode({ person, level, position, size, first }: OrgTreeNodeProps) {
  const tree = useOrgTree();
  const id = person.employeeId;
  const hasReports = person.reportCount > 0;
  const open = hasReports && tree.expanded.has(id);
  const tabStop = tree.focusedId === undefined ? first : tree.focusedId === id;
  const reports = useOrgLevel(id, open);
  const people = reports.data?.people ?? [];
  const groupId = `org-reports-${id}`;
  const showsReports = open && people.length > 0;
  // The item holds its own row only, so that its name is that row; its reports follow it in a group it owns.
  return (
    <li role="none">
      <div
        role="treeitem"
        data-id={id}
        aria-level={level}
        aria-posinset={position}
        aria-setsize={size}
        aria-expanded={hasReports ? open : undefined}
        aria-owns={showsReports ? groupId : undefined}
        tabIndex={tabStop ? 0 : -1}
        ref={(el) => tree.focusIfPending(id, el)}
        className={cn(
          'flex cursor-default items-center gap-2 rounded-md py-1.5 pr-2 outline-none hover:bg-muted',
          'focus-visible:ring-[3px] focus-visible:ring-ring/50',
          tree.focusedId === id && 'bg-muted',
        )}
        onClick={() => {
          tree.setFocusedId(id);
          if (hasReports) tree.setExpanded(id, !open);
        }}
      >
        <ChevronRight
          aria-hidden="true"
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-90', !hasReports && 'invisible')}
        />
        <UserAvatar name={person.fullname} pictureUrl={person.profilePictureUrl} className="size-8" aria-hidden />
        <span className="grid min-w-0">
          <span className="font-medium break-words">{person.fullname}</span>
          <span className="text-xs break-words text-muted-foreground">
            {[person.designation, person.department].filter(Boolean).join(' · ')}
          </span>
          {hasReports && <span className="text-xs text-muted-foreground">{reportsText(person.reportCount)}</span>}
        </span>
      </div>
      {open && reports.isPending && <Skeleton className="my-1 ml-6 h-8 w-48" />}
      {open && reports.isError && (
        <p className="ml-6 text-sm text-muted-foreground">The reports could not be loaded.</p>
      )}
      {showsReports && (
        <ul role="group" id={groupId} className="ml-3 border-l pl-2 sm:ml-4 sm:pl-3">
          {people.map((p, i) => (
            <OrgTreeNode
              key={p.employeeId}
              person={p}
              level={level + 1}
              position={i + 1}
              size={people.length}
              first={false}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
