import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API_PREFIX } from '@staffdesk/shared/constants';
import type { AppDeps } from '../deps';
import { notFound, unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Read by GET /api/metrics. */
    metrics: Metrics;
  }
}

export const METRICS_PATH = `${API_PREFIX}/metrics`;
export const METRICS_OFF_MESSAGE = 'Metrics are off: set METRICS_TOKEN to turn them on.';
export const METRICS_TOKEN_MESSAGE = 'Send Authorization: Bearer with the server’s METRICS_TOKEN.';

/** A request the router matched to no route: one label for all of them, whatever their address. */
const UNMATCHED_ROUTE = 'unmatched';

export interface Metrics {
  /** The Prometheus text of this app's registry, for a caller with the token; else a 401, or a 404 while off. */
  answer(request: FastifyRequest): Promise<{ contentType: string; text: string }>;
}

/** The same length whatever the token, so that timingSafeEqual compares them. */
const digestOf = (text: string) => createHash('sha256').update(text).digest();

function hasToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digestOf(match[1]!), digestOf(token));
}

/**
 * A registry of this app's own (the tests build many apps in one process). Off while METRICS_TOKEN is unset:
 * no timing of requests, no process sampling.
 */
export function registerMetrics(app: FastifyInstance, deps: Pick<AppDeps, 'config' | 'hub' | 'jobs' | 'pool'>): void {
  const token = deps.config.metricsToken;
  if (!token) {
    app.decorate('metrics', {
      answer: () => Promise.reject(notFound(METRICS_OFF_MESSAGE)),
    } satisfies Metrics);
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a 5xx, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  registerSourceGauges(registry, deps);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (route === METRICS_PATH) return;
    const labels = { method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` };
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc(labels);
  });
  app.addHook('onClose', async () => registry.clear());

  app.decorate('metrics', {
    answer: async (request) => {
      if (!hasToken(request, token)) throw unauthorized(METRICS_TOKEN_MESSAGE);
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  } satisfies Metrics);
}

/** Read when Prometheus asks, from what the app holds: nothing kept up to date between scrapes. */
function registerSourceGauges(registry: Registry, deps: Pick<AppDeps, 'hub' | 'jobs' | 'pool'>): void {
  new Gauge({
    name: 'staffdesk_sse_connections',
    help: 'Notification streams open on this server.',
    registers: [registry],
    collect() {
      this.set(deps.hub.openStreams);
    },
  });
  new Gauge({
    name: 'staffdesk_job_queue_depth',
    help: 'Background jobs in the queue, by job and state (created: waiting; retry: waiting to retry; active).',
    labelNames: ['job', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { job, state, count } of await deps.jobs.depths()) this.set({ job, state }, count);
    },
  });
  new Counter({
    name: 'staffdesk_job_failures_total',
    help: 'Runs of background jobs that failed on this server, by job.',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [job, failures] of deps.jobs.failures) this.inc({ job }, failures);
    },
  });
  const pool = deps.pool;
  // PGlite is one connection in this process: there is no pool to show.
  if (!pool) return;
  new Gauge({
    name: 'staffdesk_db_pool_connections',
    help: 'Connections of the database pool, by state (total, idle, waiting: requests waiting for one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const now = pool();
      this.set({ state: 'total' }, now.total);
      this.set({ state: 'idle' }, now.idle);
      this.set({ state: 'waiting' }, now.waiting);
    },
  });
}
