import { LoginPage } from '@/features/auth/login-page';
import { TopLoadingBar } from './top-loading-bar';

/** The sign-in page alone, outside the router, for a visit that starts there signed out. */
export function SignInEntry({ goTo }: { goTo: (path: string) => Promise<void> }) {
  const redirectTo = new URLSearchParams(window.location.search).get('redirectTo');
  return (
    <>
      <TopLoadingBar />
      <LoginPage redirectTo={redirectTo} goTo={goTo} />
    </>
  );
}
