import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFcmTokenRequestSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZQrCodeResponseSchema,
  ZRefreshRequestSchema,
  ZResetPasswordRequestSchema,
  ZSignOutRequestSchema,
  ZTokenPairSchema,
  ZTwoFaRequestSchema,
  ZVerifyTotpRequestSchema,
} from '@staffdesk/shared/schemas/auth';
import { ZIdParamsSchema, ZMessageResponseSchema } from '@staffdesk/shared/schemas/common';
import type { AppDeps } from '../../deps';
import { createAuthService } from './service';
import { endSession, rotateSession } from './sessions';
import { registerPushToken, removePushToken } from './push-tokens';

const tags = ['Authentication'];
/** Public routes carry no bearer requirement in the OpenAPI document. */
const security: [] = [];

export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const auth = createAuthService(deps);
  const limited = { public: true, rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } } as const;

  return async (app) => {
    app.post('/authenticate', {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in with username and password', security,
        description: 'Answers a token pair, or with 2FA on a twoFAToken (5 minutes, 5 wrong codes) for /authenticate/2Fa. After 10 failed passwords in 15 minutes the account answers 429 until the window passes.',
        body: ZLoginRequestSchema,
        response: { 200: ZLoginResponseSchema },
      },
      handler: (request) => auth.login(request.body, request.ip),
    });

    app.post('/authenticate/2Fa', {
      config: limited,
      schema: { tags, summary: 'Second factor: a TOTP code for a twoFAToken', security, body: ZTwoFaRequestSchema, response: { 200: ZTokenPairSchema } },
      handler: (request) => auth.verifySecondFactor(request.body),
    });

    app.post('/refresh-token', {
      config: limited,
      schema: {
        tags,
        summary: 'Trade a refresh token for a new pair', security,
        description: 'Refresh tokens are single-use and rotate; a spent token used again revokes its whole session family.',
        body: ZRefreshRequestSchema,
        response: { 200: ZTokenPairSchema },
      },
      handler: (request) => rotateSession(deps.db, deps.tokens, request.body.refreshToken),
    });

    app.post('/sign-out', {
      config: { public: true },
      schema: { tags, summary: 'End the session of a refresh token', security, body: ZSignOutRequestSchema.optional(), response: { 200: ZMessageResponseSchema } },
      handler: async (request) => {
        if (request.body?.refreshToken) await endSession(deps.db, request.body.refreshToken);
        return { message: 'Signed out.' };
      },
    });

    app.post('/reset-password', {
      schema: {
        tags,
        summary: 'Change a password',
        description: 'Without userId: your own, with currentPassword. With userId: ADMIN, MD or HR_HEAD set another user\'s. Every session of that user ends.',
        body: ZResetPasswordRequestSchema,
        response: { 200: ZMessageResponseSchema },
      },
      handler: async (request) => {
        await auth.resetPassword(request.user, request.body);
        return { message: 'Password changed. Please sign in again with the new password.' };
      },
    });

    app.get('/qr-code', {
      schema: { tags, summary: 'Start enrolling an authenticator: a new secret as otpauth URI and QR image', response: { 200: ZQrCodeResponseSchema } },
      handler: (request) => auth.startTwoFactorEnrolment(request.user),
    });

    app.post('/users/enable-2fa', {
      schema: { tags, summary: 'Turn 2FA on with a code from the enrolled authenticator', body: ZVerifyTotpRequestSchema, response: { 200: ZMessageResponseSchema } },
      handler: async (request) => {
        await auth.enableTwoFactor(request.user, request.body.verifyTOTP);
        return { message: 'Two-factor authentication is on.' };
      },
    });

    app.post('/users/disable-2fa', {
      schema: { tags, summary: 'Turn your own 2FA off, confirming with a code', body: ZVerifyTotpRequestSchema, response: { 200: ZMessageResponseSchema } },
      handler: async (request) => {
        await auth.disableOwnTwoFactor(request.user, request.body.verifyTOTP);
        return { message: 'Two-factor authentication is off.' };
      },
    });

    app.post('/users/disable-2fa/:id', {
      config: { grant: 'MANAGE_USERS' },
      schema: { tags, summary: 'Turn 2FA off for another user (ADMIN, MD, HR_HEAD)', params: ZIdParamsSchema, response: { 200: ZMessageResponseSchema } },
      handler: async (request) => {
        await auth.disableTwoFactorFor(request.user, request.params.id);
        return { message: 'Two-factor authentication is off for this user.' };
      },
    });

    app.post('/users/fcm-token', {
      schema: { tags, summary: 'Register this browser\'s push token (a Web Push subscription as JSON)', body: ZFcmTokenRequestSchema, response: { 200: ZMessageResponseSchema } },
      handler: async (request) => {
        await registerPushToken(deps.db, request.user.id, request.body.token, request.headers['user-agent']);
        return { message: 'Push token registered.' };
      },
    });

    app.delete('/users/fcm-token', {
      schema: { tags, summary: 'Forget this browser\'s push token', body: ZFcmTokenRequestSchema, response: { 200: ZMessageResponseSchema } },
      handler: async (request) => {
        await removePushToken(deps.db, request.user.id, request.body.token);
        return { message: 'Push token removed.' };
      },
    });
  };
}
