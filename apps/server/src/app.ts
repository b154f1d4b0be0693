import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@staffdesk/shared/constants';
import { TAGS } from '@staffdesk/shared/api/tags';
import type { AppDeps } from './deps';
import { registerErrorHandling } from './plugins/errors';
import { validatorRefusingControlCharacters } from './plugins/validation';
import { answerSerializerCompiler } from './plugins/serializer';
import { withUploadBodies } from './plugins/endpoints';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerMetrics } from './plugins/metrics';
import { REQUEST_ID_HEADER, registerRequestLog, requestIdOf } from './plugins/request-log';
import { authRoutes } from './modules/auth/routes';
import { userRoutes } from './modules/users/routes';
import { masterRoutes } from './modules/master/routes';
import { healthRoutes } from './modules/health/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { organisationRoutes } from './modules/organisation/routes';
import { attendanceRoutes } from './modules/attendance/routes';
import { leaveRoutes } from './modules/leave/routes';
import { fileRoutes } from './modules/files/routes';
import { documentRoutes } from './modules/documents/routes';
import { helpdeskRoutes } from './modules/helpdesk/routes';
import { countryRoutes } from './modules/countries/routes';
import { flashRoutes } from './modules/flashes/routes';
import { feedRoutes } from './modules/feeds/routes';
import { sessionUser } from './modules/organisation/employees';
import { calendarRoutes } from './modules/calendar/routes';
import { calendarFeedRoutes } from './modules/calendar-feeds/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { delegatedGrants } from './modules/requests/delegations';
import { requestRoutes } from './modules/requests/routes';
import { reimbursementRoutes } from './modules/reimbursements/routes';
import { assetRoutes } from './modules/assets/routes';
import { hrReportRoutes } from './modules/hr-reports/routes';
import { benefitLinkRoutes } from './modules/benefit-links/routes';
import { contractRoutes } from './modules/contracts/routes';
import { projectRoutes } from './modules/projects/routes';
import { timesheetRoutes } from './modules/timesheets/routes';
import { auditRoutes } from './modules/audit-log/routes';
import { jobRoutes } from './modules/jobs/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { webhookFamilyOf } from './modules/requests/webhook-events';
import { OTHER_WAITING, REQUEST_FAMILIES } from './request-families';
import { USER_HOOKS, authHooks } from './hooks';
import { withPasswordRule } from './modules/auth/sign-in-config';

export interface BuildOptions {
  https?: { cert: Buffer; key: Buffer };
  logger?: boolean;
  /** Where the JSON log lines go instead of stdout. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole server without listening: main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: deps.config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // registerRequestLog writes one line a request, with the route's pattern rather than the address.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    https: options.https ?? null,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors the router finds before any route (a malformed %-escape) answer like every other error.
    frameworkErrors: (error, request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as FastifyReply)
        .status(tooLong ? 414 : 400)
        .header(REQUEST_ID_HEADER, request.id)
        .header('cache-control', 'no-store')
        .send({
          message: tooLong ? 'A part of the address is too long.' : 'The address is not valid: check its %-escapes.',
        });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorRefusingControlCharacters);
  app.setSerializerCompiler(answerSerializerCompiler(deps.config.checkResponses));
  registerErrorHandling(app);
  // At the root, before any route, so that its hooks time every request.
  registerMetrics(app, deps);
  registerRequestLog(app);

  // helmet's middleware built once: @fastify/helmet builds it again for each request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // An attachment's preview is a frame of its own object URL.
        frameSrc: ['blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: options.https ? undefined : false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );

  await app.register(rateLimit, { global: false });
  await registerCompression(app);

  // Filled from the endpoint declarations (plugins/endpoints.ts).
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Staffdesk API',
        version: '1.0.0',
        description:
          'Employee self-service and HR portal. Errors are `{ message, errorDetails? }`. Send `Authorization: Bearer <token>` except on public routes.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      tags: Object.values(TAGS),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: withUploadBodies(jsonSchemaTransform),
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    uiConfig: { docExpansion: 'list' },
    staticCSP: true,
  });

  await app.register(
    async (api) => {
      // Tokens and personal data stay out of every cache; a route that may be cached says so itself.
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      registerAuth(api, {
        tokens: deps.tokens,
        sessionUser: async (claims) => withPasswordRule(deps.config.signIn, await sessionUser(deps.db, claims)),
        delegatedGrants: (user) => delegatedGrants(deps.db, user),
      });
      await api.register(healthRoutes(deps));
      await api.register(authRoutes(deps, authHooks(deps)));
      await api.register(userRoutes(deps, USER_HOOKS));
      await api.register(masterRoutes(deps));
      await api.register(notificationRoutes(deps));
      await api.register(organisationRoutes(deps));
      await api.register(attendanceRoutes(deps));
      await api.register(leaveRoutes(deps));
      await api.register(calendarRoutes(deps));
      await api.register(calendarFeedRoutes(deps));
      await api.register(dashboardRoutes(deps));
      await api.register(requestRoutes(deps, REQUEST_FAMILIES, OTHER_WAITING));
      await api.register(fileRoutes(deps));
      await api.register(reimbursementRoutes(deps));
      await api.register(assetRoutes(deps));
      await api.register(documentRoutes(deps));
      await api.register(helpdeskRoutes(deps));
      await api.register(countryRoutes());
      await api.register(flashRoutes(deps));
      await api.register(feedRoutes(deps));
      await api.register(hrReportRoutes(deps));
      await api.register(benefitLinkRoutes(deps));
      await api.register(contractRoutes(deps));
      await api.register(projectRoutes(deps));
      await api.register(timesheetRoutes(deps));
      await api.register(auditRoutes(deps));
      await api.register(jobRoutes(deps));
      await api.register(webhookRoutes(deps, REQUEST_FAMILIES.map(webhookFamilyOf)));
    },
    { prefix: API_PREFIX },
  );

  // Once every module has defined its jobs.
  app.addHook('onReady', async () => deps.jobs.start(app.log));
  app.addHook('onClose', async () => deps.jobs.stop());

  const webDist = deps.config.webDist;
  const hasSpa = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request, so a rebuilt web app is served without a restart; a miss falls to the SPA below.
      wildcard: true,
      // With a plain string, preCompressed finds no index for `/`.
      index: ['index.html'],
      // The build writes .br and .gz beside each file.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          path.includes(`${join(webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing file (an old chunk after a rebuild) is a 404, not the app's page.
    const isFile = /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || request.method !== 'GET' || !hasSpa || isFile) {
      return reply.status(404).send({ message: `No such endpoint: ${request.method} ${path}` });
    }
    // Every other page is the single-page app, which draws its own 404 for unknown routes.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  return app;
}
