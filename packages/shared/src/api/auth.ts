import {
  ZFcmTokenRequestSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZQrCodeResponseSchema,
  ZRecoveryCodesLeftSchema,
  ZRecoveryCodesResponseSchema,
  ZRefreshRequestSchema,
  ZResetPasswordRequestSchema,
  ZSecondFactorRequestSchema,
  ZSignOutRequestSchema,
  ZTokenPairSchema,
  ZTwoFaRequestSchema,
  ZVerifyTotpRequestSchema,
} from '../schemas/auth';
import { ZIdParamsSchema, ZMessageResponseSchema } from '../schemas/common';
import {
  ZOidcCallbackQuerySchema,
  ZOidcHandoffRequestSchema,
  ZOidcLoginQuerySchema,
  ZSignInProvidersSchema,
} from '../schemas/sso';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

const TOO_MANY = 'Too many attempts for this account or from this address: wait and try again.';

export const authApi = defineEndpoints(TAGS.authentication, {
  authenticate: {
    method: 'POST',
    path: '/authenticate',
    access: 'public',
    summary: 'Sign in with username and password',
    description:
      'Answers a token pair, or with 2FA on a twoFAToken (5 minutes, 5 wrong codes) for ' +
      '/authenticate/2Fa. After 10 wrong passwords or one-time passwords in 15 minutes the account ' +
      'answers 429, at both steps, until the window passes.',
    body: ZLoginRequestSchema,
    success: {
      status: 200,
      description:
        'Signed in (token and refreshToken), or the second factor is needed (twoFAToken and user2FAEnabled).',
      schema: ZLoginResponseSchema,
    },
    errors: {
      401: 'The username or the password is not right (the answer does not say which).',
      403: 'Password sign-in is turned off (PASSWORD_SIGN_IN=false) for all but the break-glass accounts.',
      429: TOO_MANY,
    },
  },
  verifySecondFactor: {
    method: 'POST',
    path: '/authenticate/2Fa',
    access: 'public',
    summary: 'Second factor: a TOTP code, or a recovery code, for a twoFAToken',
    description:
      'verifyTOTP or recoveryCode, not both. A recovery code works once; the user is told by a notification ' +
      'that one was used and how many are left. Wrong recovery codes count like wrong one-time passwords.',
    body: ZTwoFaRequestSchema,
    success: { status: 200, description: 'Signed in.', schema: ZTokenPairSchema },
    errors: {
      401: 'The code is not right, or the twoFAToken has expired, been used or met five wrong codes.',
      429: TOO_MANY,
    },
  },
  signInProviders: {
    method: 'GET',
    path: '/auth/providers',
    access: 'public',
    summary: 'What the sign-in page offers: password, the company SSO, or both',
    description:
      'password is false while PASSWORD_SIGN_IN=false (break-glass accounts may still use it); oidc is null ' +
      'unless OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set.',
    success: { status: 200, description: 'The ways to sign in.', schema: ZSignInProvidersSchema },
  },
  oidcLogin: {
    method: 'GET',
    path: '/auth/oidc/login',
    access: 'public',
    summary: "Start signing in through the company's OpenID provider",
    description:
      'Redirects the browser to the provider with the authorization-code flow, PKCE (S256), state and nonce, ' +
      'kept server-side for ten minutes. redirectTo (a /ui/ path) is where the app opens once signed in.',
    query: ZOidcLoginQuerySchema,
    success: { status: 302, description: "To the provider's sign-in (Location)." },
    errors: {
      404: 'Sign-in through OpenID Connect is not set up on this server.',
      429: TOO_MANY,
      503: "The provider's discovery document cannot be read: the message names the issuer.",
    },
  },
  oidcCallback: {
    method: 'GET',
    path: '/auth/oidc/callback',
    access: 'public',
    summary: "The provider's answer: checked, then back to the sign-in page",
    description:
      'Spends the state once, and checks the nonce, PKCE and the ID token (signature, issuer, audience, ' +
      'expiry), then finds the active user by the verified email. Redirects to the sign-in page with a ' +
      'one-time code in the fragment (#sso-code=…, one minute) for POST /auth/oidc/handoff, or with ' +
      '?ssoError=<code> saying why nobody was signed in; nothing is created.',
    query: ZOidcCallbackQuerySchema,
    success: { status: 302, description: 'To the sign-in page, with the hand-off code or the error code.' },
    errors: { 429: TOO_MANY },
  },
  oidcHandoff: {
    method: 'POST',
    path: '/auth/oidc/handoff',
    access: 'public',
    summary: 'Trade the one-time code of an SSO sign-in for the session',
    description:
      'The answer of POST /authenticate: a token pair, or with 2FA on a twoFAToken for /authenticate/2Fa. ' +
      'The code works once, within a minute of the callback.',
    body: ZOidcHandoffRequestSchema,
    success: {
      status: 200,
      description: 'Signed in (token and refreshToken), or the second factor is needed.',
      schema: ZLoginResponseSchema,
    },
    errors: { 401: 'The code is unknown, used or older than a minute: sign in again.', 429: TOO_MANY },
  },
  refreshToken: {
    method: 'POST',
    path: '/refresh-token',
    access: 'public',
    summary: 'Trade a refresh token for a new pair',
    description: 'Refresh tokens are single-use and rotate; a spent token used again revokes its whole session family.',
    body: ZRefreshRequestSchema,
    success: { status: 200, description: 'A new pair; the refresh token sent is spent.', schema: ZTokenPairSchema },
    errors: { 401: 'The refresh token is unknown, expired, spent or revoked: sign in again.', 429: TOO_MANY },
  },
  signOut: {
    method: 'POST',
    path: '/sign-out',
    access: 'public',
    summary: 'End the session of a refresh token',
    body: ZSignOutRequestSchema.optional(),
    success: {
      status: 200,
      description: 'Signed out: the session of the refresh token has ended.',
      schema: ZMessageResponseSchema,
    },
  },
  resetPassword: {
    method: 'POST',
    path: '/reset-password',
    access: 'signed-in',
    // How a temporary password is changed.
    whilePasswordMustChange: true,
    summary: 'Change a password',
    description:
      'Without userId: your own, with currentPassword. With userId: holders of MANAGE_USERS (ADMIN, MD, ' +
      "HR_HEAD) set another user's. Every session of that user ends.",
    body: ZResetPasswordRequestSchema,
    success: {
      status: 200,
      description: 'Changed; every session of the user has ended.',
      schema: ZMessageResponseSchema,
    },
    errors: {
      403: "Another user's password needs MANAGE_USERS; an ADMIN or MD user's needs ADMIN or MD.",
      404: 'No such user.',
    },
  },
  qrCode: {
    method: 'GET',
    path: '/qr-code',
    access: 'signed-in',
    summary: 'Start enrolling an authenticator: a new secret as otpauth URI and QR image',
    success: {
      status: 200,
      description: 'The secret to enrol, as an otpauth URI, a QR image and text.',
      schema: ZQrCodeResponseSchema,
    },
    errors: { 409: 'Two-factor authentication is already on: turn it off first.' },
  },
  enableTwoFactor: {
    method: 'POST',
    path: '/users/enable-2fa',
    access: 'signed-in',
    summary: 'Turn 2FA on with a code from the enrolled authenticator',
    body: ZVerifyTotpRequestSchema,
    success: {
      status: 200,
      description: 'Two-factor authentication is on; the answer holds the recovery codes, shown this once.',
      schema: ZRecoveryCodesResponseSchema,
    },
    errors: { 409: 'Two-factor authentication is already on.' },
  },
  recoveryCodesLeft: {
    method: 'GET',
    path: '/users/2fa-recovery-codes',
    access: 'signed-in',
    summary: 'How many of your recovery codes are left',
    success: { status: 200, description: 'The number of unused codes.', schema: ZRecoveryCodesLeftSchema },
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/users/2fa-recovery-codes',
    access: 'signed-in',
    summary: 'Replace your recovery codes, confirming with a code',
    description: 'verifyTOTP or an unused recoveryCode. Every earlier code stops working.',
    body: ZSecondFactorRequestSchema,
    success: {
      status: 200,
      description: 'The new recovery codes, shown this once.',
      schema: ZRecoveryCodesResponseSchema,
    },
    errors: { 409: 'Two-factor authentication is off: turn it on first.' },
  },
  disableOwnTwoFactor: {
    method: 'POST',
    path: '/users/disable-2fa',
    access: 'signed-in',
    summary: 'Turn your own 2FA off, confirming with a code',
    description:
      'verifyTOTP, or an unused recoveryCode when the authenticator is lost. The recovery codes are deleted.',
    body: ZSecondFactorRequestSchema,
    success: { status: 200, description: 'Two-factor authentication is off.', schema: ZMessageResponseSchema },
    errors: { 409: 'Two-factor authentication is already off.' },
  },
  disableTwoFactorFor: {
    method: 'POST',
    path: '/users/disable-2fa/{id}',
    access: { grant: 'MANAGE_USERS' },
    summary: 'Turn 2FA off for another user',
    params: ZIdParamsSchema,
    success: {
      status: 200,
      description: 'Two-factor authentication is off for the user.',
      schema: ZMessageResponseSchema,
    },
    errors: {
      403: 'An ADMIN or MD user needs ADMIN or MD.',
      404: 'No such user.',
      409: 'Two-factor authentication is already off for this user.',
    },
  },
  registerPushToken: {
    method: 'POST',
    path: '/users/fcm-token',
    access: 'signed-in',
    summary: "Register this browser's push token (a Web Push subscription as JSON)",
    body: ZFcmTokenRequestSchema,
    success: {
      status: 200,
      description: 'Registered: notifications are pushed to this browser too.',
      schema: ZMessageResponseSchema,
    },
  },
  removePushToken: {
    method: 'DELETE',
    path: '/users/fcm-token',
    access: 'signed-in',
    // Part of signing out.
    whilePasswordMustChange: true,
    summary: "Forget this browser's push token",
    body: ZFcmTokenRequestSchema,
    success: { status: 200, description: 'Removed.', schema: ZMessageResponseSchema },
  },
});
