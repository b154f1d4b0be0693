import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ClockAlert } from 'lucide-react';
import { LOGIN_PATH } from '@staffdesk/shared/routes';
import { SESSION_EXPIRED_REDIRECT_MS } from '@staffdesk/shared/constants';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SessionExpiredPage() {
  const navigate = useNavigate();
  useDocumentTitle('Session timed out');
  const [secondsLeft, setSecondsLeft] = useState(Math.round(SESSION_EXPIRED_REDIRECT_MS / 1000));

  useEffect(() => {
    const redirect = setTimeout(() => void navigate(LOGIN_PATH, { replace: true }), SESSION_EXPIRED_REDIRECT_MS);
    const tick = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [navigate]);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-6">
      <div className="flex max-w-sm flex-col items-center text-center">
        <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <ClockAlert className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">Session timed out!</h1>
        <p className="mt-2 text-muted-foreground">
          For your security you were signed out. Taking you to the sign-in page in{' '}
          <span aria-live="polite">{secondsLeft}</span> seconds.
        </p>
        <Button className="mt-8" size="lg" onClick={() => void navigate(LOGIN_PATH, { replace: true })}>
          Sign in again
        </Button>
      </div>
    </main>
  );
}
