import { KeyRound } from 'lucide-react';
import { can } from '@staffdesk/shared/roles';
import { PageHeader } from '@/components/page-header';
import { useUserContext } from '@/lib/api/get-user-context';
import { AppearanceCard } from './appearance-card';
import { TwoFactorCard } from './two-factor-card';
import { ChangePasswordCard } from './change-password-card';
import { DelegationCard } from './delegation-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { NotificationPreferencesCard } from './notification-preferences-card';

export function SettingsPage() {
  const { data: user } = useUserContext();
  // A temporary password (a new user, an administrator's reset): nothing else until the user has chosen their own.
  if (user?.passwordMustChange) {
    return (
      <>
        <PageHeader title="Settings" description="Choose your own password to go on." />
        <div className="grid max-w-3xl gap-6">
          <div role="status" className="flex items-start gap-2 rounded-md border bg-muted px-3 py-2 text-sm">
            <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              You signed in with a temporary password. Enter it as your current password and choose your own; then sign
              in again with yours.
            </p>
          </div>
          <ChangePasswordCard />
        </div>
      </>
    );
  }
  // Only those who decide others' requests have anyone to delegate them to.
  const leads = can(user?.userRoleList ?? [], 'LEAD_A_TEAM');
  return (
    <>
      <PageHeader
        title="Settings"
        description={
          leads
            ? 'Your theme, how you sign in, how notifications reach you, and who decides for you while you are away.'
            : 'Your theme, how you sign in and how notifications reach you.'
        }
      />
      <div className="grid max-w-3xl gap-6">
        <AppearanceCard />
        <section aria-label="Security" className="grid gap-6">
          <TwoFactorCard />
          <ChangePasswordCard />
        </section>
        <NotificationPreferencesCard />
        <CalendarFeedCard />
        {leads && <DelegationCard />}
      </div>
    </>
  );
}
