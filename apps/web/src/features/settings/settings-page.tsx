import { PageHeader } from '@/components/page-header';
import { AppearanceCard } from './appearance-card';
import { TwoFactorCard } from './two-factor-card';
import { ChangePasswordCard } from './change-password-card';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Your theme and how you sign in." />
      <div className="grid max-w-3xl gap-6">
        <AppearanceCard />
        <section aria-label="Security" className="grid gap-6">
          <TwoFactorCard />
          <ChangePasswordCard />
        </section>
      </div>
    </>
  );
}
