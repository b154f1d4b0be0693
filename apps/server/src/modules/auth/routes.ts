import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authApi } from '@staffdesk/shared/api/auth';
import type { AppDeps } from '../../deps';
import { registerEndpoints, type RouteExtras } from '../../plugins/endpoints';
import {
  disableOwnTwoFactor,
  disableTwoFactorFor,
  enableTwoFactor,
  login,
  regenerateRecoveryCodes,
  resetPassword,
  startTwoFactorEnrolment,
  verifySecondFactor,
} from './service';
import { endSession, rotateSession } from './sessions';
import type { AuthHooks } from './hooks';
import { recoveryCodesLeft } from './recovery-codes';
import { passwordChangeRequired } from '../../errors';
import { API_PREFIX } from '@staffdesk/shared/constants';
import { CALLBACK_PATH, OidcProvider, finishOidcSignIn, redeemHandoff, startOidcSignIn } from './oidc';

// A browser's push token is declared with signing in (the spec puts it under /users) and kept by notifications/routes.ts.
const { registerPushToken: _registerPushToken, removePushToken: _removePushToken, ...signInApi } = authApi;

export function authRoutes(deps: AppDeps, hooks: AuthHooks): FastifyPluginAsync {
  const limited: RouteExtras = {
    config: { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
  };

  const { signIn } = deps.config;
  const oidc = signIn?.oidc ? new OidcProvider(signIn.oidc) : undefined;
  // The address registered with the provider: PUBLIC_URL's, else the one this browser reached us by.
  const redirectUri = (request: FastifyRequest) =>
    `${signIn?.publicUrl ?? `${request.protocol}://${request.host}`}${CALLBACK_PATH}`;

  return async (app) => {
    registerEndpoints(
      app,
      signInApi,
      {
        authenticate: ({ body, request }) => login(deps, body, request.ip),
        verifySecondFactor: ({ body, request }) => verifySecondFactor(deps, hooks, body, request.ip),
        signInProviders: () => ({
          password: signIn?.passwordSignIn ?? true,
          oidc: oidc ? { name: oidc.config.name, loginUrl: `${API_PREFIX}${authApi.oidcLogin.path}` } : null,
        }),
        oidcLogin: async ({ query, request, reply }) =>
          reply.redirect(await startOidcSignIn(deps, oidc, redirectUri(request), query.redirectTo)),
        oidcCallback: async ({ request, reply }) => {
          const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
          const page = await finishOidcSignIn(deps, oidc, new URL(redirectUri(request) + search), request.log);
          return reply.redirect(page);
        },
        oidcHandoff: ({ body }) => redeemHandoff(deps, body.code),
        refreshToken: ({ body }) =>
          rotateSession(deps.db, deps.tokens, body.refreshToken, (family) => deps.hub.endSession(family)),
        signOut: async ({ body }) => {
          const family = body?.refreshToken ? await endSession(deps.db, body.refreshToken) : undefined;
          if (family) deps.hub.endSession(family);
          return { message: 'Signed out.' };
        },
        resetPassword: async ({ user, body, request }) => {
          // With a temporary password one may change one's own, not set anyone else's.
          if (request.passwordMustChange && body.userId !== undefined && body.userId !== user.id)
            throw passwordChangeRequired();
          await resetPassword(deps, user, body, request.ip);
          return { message: 'Password changed. Please sign in again with the new password.' };
        },
        qrCode: ({ user }) => startTwoFactorEnrolment(deps, user),
        enableTwoFactor: async ({ user, body }) => ({
          message: 'Two-factor authentication is on. Save your recovery codes now: they are shown this once.',
          recoveryCodes: await enableTwoFactor(deps, user, body.verifyTOTP),
        }),
        recoveryCodesLeft: async ({ user }) => ({ remaining: await recoveryCodesLeft(deps.db, user.id) }),
        regenerateRecoveryCodes: async ({ user, body }) => ({
          message: 'New recovery codes are made; the earlier ones no longer work.',
          recoveryCodes: await regenerateRecoveryCodes(deps, user, body),
        }),
        disableOwnTwoFactor: async ({ user, body }) => {
          await disableOwnTwoFactor(deps, user, body);
          return { message: 'Two-factor authentication is off.' };
        },
        disableTwoFactorFor: async ({ user, params }) => {
          await disableTwoFactorFor(deps.db, user, params.id);
          return { message: 'Two-factor authentication is off for this user.' };
        },
      },
      {
        authenticate: limited,
        verifySecondFactor: limited,
        refreshToken: limited,
        oidcLogin: limited,
        oidcCallback: limited,
        oidcHandoff: limited,
      },
    );
  };
}
