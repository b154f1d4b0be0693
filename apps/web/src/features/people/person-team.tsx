import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { useOrgLevel } from './api/get-org-chart';

/** A person's direct reports, each a link to their own card. */
export function PersonTeam({ managerId, searchFor }: { managerId: number; searchFor: (id: number) => string }) {
  const team = useOrgLevel(managerId);
  if (team.isPending) return <Skeleton className="h-8 w-full" />;
  if (team.isError) return <p className="text-sm text-muted-foreground">The team could not be loaded.</p>;
  if (team.data.people.length === 0) return <p className="text-sm text-muted-foreground">No direct reports.</p>;
  return (
    <ul className="grid gap-2">
      {team.data.people.map((p) => (
        <li key={p.employeeId}>
          <Link to={{ search: searchFor(p.employeeId) }} className="flex items-center gap-2 rounded-md hover:underline">
            <UserAvatar name={p.fullname} pictureUrl={p.profilePictureUrl} className="size-6" aria-hidden />
            <span className="min-w-0 break-words">
              {p.fullname}
              {p.designation && <span className="text-muted-foreground"> · {p.designation}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
