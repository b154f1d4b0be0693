import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Network } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { usePerson } from './api/get-person';
import { PersonTeam } from './person-team';
import { usePersonParam } from './use-person-param';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr]">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

/** A colleague's card, opened by `?person=<id>`: how to reach them, who they report to, and who reports to them. */
export function PersonDialog() {
  const { personId, searchFor, close } = usePersonParam();
  const person = usePerson(personId);
  const p = person.data;
  // Whoever may see every record may open someone who left: they have no team and no place in the chart.
  const left = p?.full === true && !p.userIsActive;
  return (
    <Dialog open={personId !== undefined} onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <div className="flex items-center gap-3">
            <UserAvatar name={p?.fullname ?? ''} pictureUrl={p?.profilePictureUrl} className="size-12" aria-hidden />
            <div className="grid min-w-0 gap-1 text-left">
              <DialogTitle>{p?.fullname ?? (person.isError ? 'Not found' : 'Loading…')}</DialogTitle>
              <DialogDescription>
                {p ? [p.designation, p.department].filter(Boolean).join(' · ') || 'No designation yet' : ''}
                {person.isError && 'This person is not in the directory.'}
              </DialogDescription>
            </div>
          </div>
        </DialogHeader>
        {person.isPending && personId !== undefined && <Skeleton className="h-24 w-full" />}
        {p && (
          <dl className="grid gap-3">
            <Row term="Email">
              <a href={`mailto:${p.email}`} className="underline-offset-4 hover:underline">
                {p.email}
              </a>
            </Row>
            {p.full && p.contactNumber && <Row term="Phone">{p.contactNumber}</Row>}
            <Row term="Employee code">{p.employeeCode}</Row>
            <Row term="Manager">
              {p.reportingManagerId !== null && p.reportingManagerName ? (
                <Link to={{ search: searchFor(p.reportingManagerId) }} className="underline underline-offset-4">
                  {p.reportingManagerName}
                </Link>
              ) : (
                'No manager'
              )}
            </Row>
            <Row term="Team">
              {left ? 'No longer active' : <PersonTeam managerId={p.employeeId} searchFor={searchFor} />}
            </Row>
          </dl>
        )}
        <DialogFooter>
          {p && !left && (
            <Button variant="outline" asChild>
              <Link to={uiPath('/ui/people/org-chart', { person: p.employeeId })}>
                <Network aria-hidden="true" />
                Show in the org chart
              </Link>
            </Button>
          )}
          <Button type="button" onClick={close}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
