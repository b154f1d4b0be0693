import { useEffect, useState } from 'react';
import type { TLoginResponse } from '@staffdesk/shared/schemas/auth';
import type { TSignInProviders } from '@staffdesk/shared/schemas/sso';
import { SSO_ERROR_PARAM, SSO_HANDOFF_FRAGMENT, ssoErrorMessage } from '@staffdesk/shared/sso-messages';
import { fetchSignInProviders, redeemSsoCode } from './api/sso';

/** The hand-off code in the address, taken out of it at once so that it stays in no history or bookmark. */
function takeHandoffCode(): string | null {
  const code = new URLSearchParams(window.location.hash.slice(1)).get(SSO_HANDOFF_FRAGMENT);
  if (code) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return code;
}

export interface SsoState {
  /** Undefined until the server has answered. */
  providers: TSignInProviders | undefined;
  /** Why the last SSO sign-in did not work, in words. */
  error: string | undefined;
  /** A hand-off code is being traded. */
  completing: boolean;
}

/**
 * What the page offers, and the end of a sign-in through the company SSO: the callback's error code in words, or
 * its hand-off code traded for the same answer as a password sign-in (`onAnswer`).
 */
export function useSso(onAnswer: (answer: TLoginResponse) => Promise<void> | void): SsoState {
  const [providers, setProviders] = useState<TSignInProviders>();
  const [handoff] = useState(takeHandoffCode);
  const [completing, setCompleting] = useState(handoff !== null);
  const [error, setError] = useState(() => {
    const code = new URLSearchParams(window.location.search).get(SSO_ERROR_PARAM);
    return code ? ssoErrorMessage(code) : undefined;
  });

  useEffect(() => {
    let live = true;
    fetchSignInProviders()
      .then((p) => live && setProviders(p))
      .catch(() => live && setProviders({ password: true, oidc: null }));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!handoff) return;
    redeemSsoCode(handoff)
      .then(onAnswer)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setCompleting(false));
    // Traded once, when the page opens with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handoff]);

  return { providers, error, completing };
}

/** The provider's login address, carrying where the app should open afterwards when it is a path of the app. */
export function ssoLoginHref(loginUrl: string, redirectTo: string | null): string {
  if (!redirectTo?.startsWith('/ui/') || redirectTo.startsWith('//')) return loginUrl;
  return `${loginUrl}?${new URLSearchParams({ redirectTo }).toString()}`;
}
