import { useState, type ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ssoLoginHref, type SsoState } from './use-sso';

interface SsoSignInProps {
  sso: SsoState;
  redirectTo: string | null;
  /** The password form, shown beside the SSO button, or behind a reveal while password sign-in is off. */
  children: ReactNode;
}

/** "Sign in with <name>" when the server has a company SSO, and the callback's refusal in words. */
export function SsoSignIn({ sso, redirectTo, children }: SsoSignInProps) {
  const [breakGlass, setBreakGlass] = useState(false);
  const { providers, error, completing } = sso;
  if (completing)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner /> Signing you in…
      </p>
    );
  const oidc = providers?.oidc;
  const passwordShown = !oidc || providers.password || breakGlass;
  return (
    <div className="grid gap-5">
      {error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {error}
        </p>
      )}
      {oidc && (
        <a
          href={ssoLoginHref(oidc.loginUrl, redirectTo)}
          className={buttonVariants({ size: 'lg', className: 'w-full' })}
        >
          Sign in with {oidc.name}
        </a>
      )}
      {oidc && passwordShown && (
        <p className="text-center text-xs text-muted-foreground uppercase" aria-hidden="true">
          or
        </p>
      )}
      {passwordShown ? (
        children
      ) : (
        <Button variant="link" size="sm" onClick={() => setBreakGlass(true)}>
          Sign in with a break-glass account
        </Button>
      )}
    </div>
  );
}
