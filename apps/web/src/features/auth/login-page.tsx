import { lazy, Suspense, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { BrandMark } from '@/components/brand-mark';
import { LoginCredentialsForm } from './login-credentials-form';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompleteLogin } from './use-complete-login';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SsoSignIn } from './sso-sign-in';
import { useSso } from './use-sso';

// Most people have no second factor: its form (and the OTP input library) loads only when asked for.
const LoginOtpForm = lazy(() => import('./login-otp-form').then((m) => ({ default: m.LoginOtpForm })));
const LoginRecoveryCodeForm = lazy(() =>
  import('./login-recovery-code-form').then((m) => ({ default: m.LoginRecoveryCodeForm })),
);

type Step = { kind: 'credentials' } | { kind: 'otp' | 'recovery-code'; twoFaToken: string };

interface LoginPageProps {
  /** Where the visitor was headed (guard step 5). */
  redirectTo: string | null;
  /** Opens the app at a path once signed in. */
  goTo: (path: string) => Promise<void> | void;
}

export function LoginPage({ redirectTo, goTo }: LoginPageProps) {
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const completeLogin = useCompleteLogin(redirectTo, goTo);
  // The company SSO's answer is the password sign-in's: a session, or the second factor first.
  const sso = useSso(async ({ token, refreshToken, twoFAToken, user2FAEnabled }) => {
    if (twoFAToken && user2FAEnabled) setStep({ kind: 'otp', twoFaToken: twoFAToken });
    else if (token) await completeLogin({ token, refreshToken });
  });
  const description = !sso.providers?.oidc
    ? 'Use your Staffdesk username and password.'
    : sso.providers.password
      ? 'Use your company account, or your Staffdesk username and password.'
      : 'Use your company account.';
  useDocumentTitle('Sign in');

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden bg-zinc-950 p-10 text-zinc-50 lg:flex lg:flex-col">
        <div aria-hidden="true" className="absolute inset-0 bg-login-glow" />
        <div className="relative flex items-center gap-2 text-lg font-semibold">
          <BrandMark className="size-8" />
          Staffdesk
        </div>
        <div className="relative mt-auto max-w-md space-y-4">
          <p className="text-3xl leading-tight font-semibold tracking-tight">
            Everything about your work life, in one place.
          </p>
          <p className="text-zinc-300">
            Attendance, leaves, timesheets, reimbursements, documents and help desk tickets, with approvals that never
            get lost.
          </p>
        </div>
      </aside>
      <main id="main" className="flex items-center justify-center p-4 sm:p-8">
        <div className="w-full max-w-sm">
          <div className="mb-8 flex items-center justify-center gap-2 text-lg font-semibold lg:hidden">
            <BrandMark className="size-8" />
            Staffdesk
          </div>
          <Card className="border-0 shadow-none sm:border sm:shadow-xs">
            {step.kind === 'credentials' ? (
              <>
                <CardHeader>
                  <h1 className="text-2xl font-semibold tracking-tight">Sign In</h1>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <SsoSignIn sso={sso} redirectTo={redirectTo}>
                    <LoginCredentialsForm
                      onTwoFactor={(twoFaToken) => setStep({ kind: 'otp', twoFaToken })}
                      onSignedIn={completeLogin}
                    />
                  </SsoSignIn>
                </CardContent>
              </>
            ) : (
              <>
                <CardHeader className="justify-items-center text-center">
                  <div className="mb-2 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <KeyRound className="size-5" aria-hidden="true" />
                  </div>
                  <h1 className="text-2xl font-semibold tracking-tight">Two-Factor Authentication</h1>
                  <CardDescription>
                    {step.kind === 'otp'
                      ? 'Enter the 6-digit code from your authenticator app.'
                      : 'Enter one of the recovery codes you saved. Each works once.'}
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <Suspense fallback={<Skeleton className="h-36" />}>
                    {step.kind === 'otp' ? (
                      <LoginOtpForm
                        twoFaToken={step.twoFaToken}
                        onSignedIn={completeLogin}
                        onBack={() => setStep({ kind: 'credentials' })}
                        onUseRecoveryCode={() => setStep({ kind: 'recovery-code', twoFaToken: step.twoFaToken })}
                      />
                    ) : (
                      <LoginRecoveryCodeForm
                        twoFaToken={step.twoFaToken}
                        onSignedIn={completeLogin}
                        onUseApp={() => setStep({ kind: 'otp', twoFaToken: step.twoFaToken })}
                      />
                    )}
                  </Suspense>
                </CardContent>
              </>
            )}
          </Card>
          <p className="mt-6 text-center text-xs text-muted-foreground">
            Forgot your password? Ask your HR team to reset it.
          </p>
        </div>
      </main>
    </div>
  );
}
