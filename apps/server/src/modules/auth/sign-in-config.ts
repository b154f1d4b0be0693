import { z } from 'zod';
import { ZPublicUrl } from '../../public-url';

/** The company's OpenID provider (docs/decisions/022-oidc-sign-in.md). */
export interface OidcConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** The sign-in page's button: "Sign in with <name>". */
  name: string;
  /** Lower case; undefined lets any domain in. */
  allowedDomains: readonly string[] | undefined;
  /** The ID token claim that holds the email the user is found by. */
  emailClaim: string;
  requireVerifiedEmail: boolean;
}

/** How people sign in; a Config without it signs in by password only. */
export interface SignInConfig {
  oidc: OidcConfig | undefined;
  passwordSignIn: boolean;
  /** Lower-case usernames that keep password sign-in while it is off. */
  breakGlassUsers: readonly string[];
  /** The address browsers reach the server by, for the provider's redirect; undefined: that of the request. */
  publicUrl: string | undefined;
}

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const commaList = (pattern: RegExp, what: string) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((items) => items.every((item) => pattern.test(item)), `must be ${what} separated by commas`);

const ZSignInEnvSchema = z.object({
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be the https:// address of the OpenID provider' }).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().trim().min(1).max(60, 'must be at most 60 characters').default('Company SSO'),
  OIDC_ALLOWED_DOMAINS: commaList(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'email domains such as example.com').optional(),
  OIDC_EMAIL_CLAIM: z.string().trim().min(1).default('email'),
  OIDC_REQUIRE_VERIFIED_EMAIL: booleanText.default(true),
  PASSWORD_SIGN_IN: booleanText.default(true),
  BREAK_GLASS_USERS: commaList(/^\S{2,64}$/, 'usernames').default([]),
  PUBLIC_URL: ZPublicUrl.optional(),
});

const OIDC_REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/** Plain http only for a provider on this machine (a test's or a developer's), never across a network. */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * The sign-in variables, or the message of the first wrong one (config.ts stops the start with it). The three
 * OIDC_ variables come together; password sign-in may be off only when there is another way in.
 */
export function readSignInConfig(env: Record<string, string>): SignInConfig | string {
  const parsed = ZSignInEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `${String(issue.path[0])}: ${issue.message}`;
  }
  const e = parsed.data;
  const given = OIDC_REQUIRED.filter((name) => e[name]);
  if (given.length > 0 && given.length < OIDC_REQUIRED.length) {
    const missing = OIDC_REQUIRED.find((name) => !e[name]);
    return `${missing}: missing; sign-in through OpenID Connect needs ${OIDC_REQUIRED.join(', ')} together`;
  }
  const issuer = e.OIDC_ISSUER ? new URL(e.OIDC_ISSUER) : undefined;
  if (issuer && issuer.protocol === 'http:' && !isLoopback(issuer))
    return 'OIDC_ISSUER: must be an https:// address (plain http only for a provider on this machine)';
  if (!e.PASSWORD_SIGN_IN && !issuer)
    return 'PASSWORD_SIGN_IN: may be false only with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET set, else nobody could sign in';
  return {
    oidc: issuer
      ? {
          issuer,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET!,
          name: e.OIDC_NAME,
          allowedDomains: e.OIDC_ALLOWED_DOMAINS?.length ? e.OIDC_ALLOWED_DOMAINS : undefined,
          emailClaim: e.OIDC_EMAIL_CLAIM,
          requireVerifiedEmail: e.OIDC_REQUIRE_VERIFIED_EMAIL,
        }
      : undefined,
    passwordSignIn: e.PASSWORD_SIGN_IN,
    breakGlassUsers: e.BREAK_GLASS_USERS,
    publicUrl: e.PUBLIC_URL,
  };
}

/** Whether this username may sign in with a password: always, unless it is turned off and they are not break-glass. */
export function passwordSignInFor(signIn: SignInConfig | undefined, username: string): boolean {
  if (!signIn || signIn.passwordSignIn) return true;
  return signIn.breakGlassUsers.includes(username.toLowerCase());
}

/**
 * A temporary password binds only those a password signs in: while password sign-in is off, someone who came in
 * through the SSO could never use it, nor change it without knowing it.
 */
export function withPasswordRule<T extends { username: string; passwordMustChange: boolean }>(
  signIn: SignInConfig | undefined,
  row: T | undefined,
): T | undefined {
  if (!row?.passwordMustChange || passwordSignInFor(signIn, row.username)) return row;
  return { ...row, passwordMustChange: false };
}
