import type { TLoginResponse } from '@staffdesk/shared/schemas/auth';
import type { TSignInProviders } from '@staffdesk/shared/schemas/sso';

/**
 * Plain fetch, not the typed client: its declarations bring zod, and the sign-in page asks for the providers as it
 * opens, within its JavaScript budget.
 */
export async function fetchSignInProviders(): Promise<TSignInProviders> {
  const res = await fetch('/api/auth/providers', { headers: { accept: 'application/json' } });
  // An older server, or none: the password form, as before.
  if (!res.ok) return { password: true, oidc: null };
  return (await res.json()) as TSignInProviders;
}

/** The hand-off code of the SSO callback for the answer of /authenticate; throws the server's message. */
export async function redeemSsoCode(code: string): Promise<TLoginResponse> {
  const res = await fetch('/api/auth/oidc/handoff', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ code }),
  });
  const body = (await res.json().catch(() => ({}))) as TLoginResponse & { message?: string };
  if (!res.ok) throw new Error(body.message ?? 'The sign-in could not be completed. Please sign in again.');
  return body;
}
