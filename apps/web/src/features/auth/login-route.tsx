import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginPage } from './login-page';

/** The login page as a route of the app (after sign-out, or sent by the guard): the router goes on from it. */
export function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goTo = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);
  return <LoginPage redirectTo={params.get('redirectTo')} goTo={goTo} />;
}
