/**
 * Why a sign-in through the company's identity provider was refused, by the code the callback sends the sign-in
 * page (`/?ssoError=…`). Without zod, so that the sign-in page can show them within its JavaScript budget.
 */
export const SSO_ERRORS = {
  'not-configured': 'Sign-in through the company SSO is not set up on this server.',
  'provider-unreachable': 'The company sign-in service cannot be reached just now. Try again in a minute.',
  'sign-in-expired': 'This sign-in expired or was used already. Start again with the sign-in button.',
  'provider-refused': 'The company sign-in service did not sign you in. Start again with the sign-in button.',
  'provider-failed': 'The answer of the company sign-in service could not be verified, so nobody was signed in.',
  'no-email': 'The company sign-in service did not give an email address, so your account cannot be found.',
  'email-unverified': 'The company sign-in service has not verified your email address yet.',
  'domain-not-allowed': 'Accounts with this email domain may not sign in here.',
  'unknown-user': 'No Staffdesk account has your email address. Ask your HR team to add you.',
  'inactive-user': 'Your Staffdesk account is deactivated. Ask your HR team if this is a mistake.',
} as const;

export type SsoErrorCode = keyof typeof SSO_ERRORS;

/** The words of a code, or a general one for a code this page does not know. */
export function ssoErrorMessage(code: string): string {
  return (SSO_ERRORS as Record<string, string>)[code] ?? 'Sign-in through the company SSO failed. Try again.';
}

/** The hand-off code travels in the address's fragment, which is neither sent to the server nor logged. */
export const SSO_HANDOFF_FRAGMENT = 'sso-code';
export const SSO_ERROR_PARAM = 'ssoError';

/** A refused password sign-in while only the company SSO signs people in. */
export const PASSWORD_SIGN_IN_OFF = (name: string) =>
  `Password sign-in is turned off here: use "Sign in with ${name}" instead.`;
