import { UserRoundX } from 'lucide-react';
import { ROLE_LABELS, type Role } from '@staffdesk/shared/roles';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/empty-state';
import { useUserContext } from '@/lib/api/get-user-context';
import { formatDate } from '@/lib/dates';
import { UserAvatar } from '@/components/user-avatar';
import { useEmployeeContext } from '@/lib/api/get-employee-context';
import { EmploymentCard } from './employment-card';
import { ProfileForm } from './profile-form';
import { ProfilePictureCard } from './profile-picture-card';

export function SelfProfilePage() {
  const { data: user, isPending } = useUserContext();
  const joined = useEmployeeContext().data?.dateOfJoining;

  if (isPending) {
    return (
      <div className="space-y-6" aria-busy="true">
        <Skeleton className="h-20 w-full max-w-md" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (!user) {
    return (
      <>
        <h1 className="mb-6 text-2xl font-semibold tracking-tight">Self Profile</h1>
        <EmptyState icon={UserRoundX} title="Your profile could not be loaded." />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <UserAvatar
          name={user.fullname}
          pictureUrl={user.profilePictureUrl}
          className="size-16"
          fallbackClassName="text-lg"
        />
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{user.fullname}</h1>
          <p className="text-sm text-muted-foreground">
            @{user.username} · member since {formatDate(joined ?? user.userCreatedDate)}
            {user.userBirthDate && ` · born ${formatDate(user.userBirthDate)}`}
          </p>
          <ul aria-label="Your roles" className="flex flex-wrap gap-1.5 pt-1">
            {user.userRoleList.map((role) => (
              <li key={role}>
                <Badge variant="secondary">{ROLE_LABELS[role as Role] ?? role}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <EmploymentCard />
      <ProfilePictureCard user={user} />
      <ProfileForm user={user} />
    </div>
  );
}
