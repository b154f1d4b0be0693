import { Link } from 'react-router';
import { Cake, Droplet, Mail, Phone, ShieldCheck, ShieldOff, UserRound } from 'lucide-react';
import { uiPath } from '@staffdesk/shared/routes';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { useEmployeeContext } from '@/lib/api/get-employee-context';
import { UserAvatar } from '@/components/user-avatar';

function Row({ icon: Icon, label, value }: { icon: typeof Mail; label: string; value: string | null | undefined }) {
  return (
    <div className="flex items-start gap-3 py-2.5">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <dt className="w-28 shrink-0 text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm [overflow-wrap:anywhere]">
        {value || <span className="text-muted-foreground">Not set</span>}
      </dd>
    </div>
  );
}

export function ProfileSummaryCard({ user }: { user: TUserContext }) {
  const employee = useEmployeeContext();
  // The date of joining; the account's creation for someone recorded without one (or without an employee record).
  const memberSince = employee.isPending ? null : (employee.data?.dateOfJoining ?? user.userCreatedDate);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>What your colleagues and HR see about you.</CardDescription>
        <CardAction>
          <Button variant="outline" size="sm" asChild>
            <Link to={uiPath('/ui/human-resources/self-profile')}>
              <UserRound aria-hidden="true" />
              View profile
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
        <div className="flex items-center gap-4 md:flex-col md:items-start">
          <UserAvatar
            name={user.fullname}
            pictureUrl={user.profilePictureUrl}
            className="size-16"
            fallbackClassName="text-lg"
          />
          <div>
            <p className="font-medium">{user.fullname}</p>
            <p className="text-sm text-muted-foreground">@{user.username}</p>
            {memberSince && (
              <p className="mt-1 text-xs text-muted-foreground">Member since {formatDate(memberSince)}</p>
            )}
          </div>
        </div>
        <dl className="min-w-0 divide-y">
          <Row icon={Mail} label="Work email" value={user.userEmailId} />
          <Row icon={Phone} label="Phone" value={user.userContactNumber} />
          <Row icon={Cake} label="Birthday" value={user.userBirthDate ? formatDate(user.userBirthDate) : null} />
          <Row icon={Droplet} label="Blood group" value={user.bloodGroup} />
          <div className="flex items-start gap-3 py-2.5">
            {user.user2FAEnabled ? (
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            ) : (
              <ShieldOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <dt className="w-28 shrink-0 text-sm text-muted-foreground">Two-factor</dt>
            <dd>
              {user.user2FAEnabled ? (
                <Badge variant="success">On</Badge>
              ) : (
                <Link to={uiPath('/ui/settings')} className="text-sm text-primary underline-offset-4 hover:underline">
                  Off: turn it on in Settings
                </Link>
              )}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
