import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

export const healthApi = defineEndpoints(TAGS.health, {
  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Alive: the server answers',
    description: 'Asks nothing of the database: whether the server can take requests is GET /ready.',
    success: {
      status: 200,
      description: 'The server process answers.',
      schema: z.object({ status: z.literal('ok') }),
    },
  },
  ready: {
    method: 'GET',
    path: '/ready',
    access: 'public',
    summary: 'Ready when the database answers and has every migration',
    success: {
      status: 200,
      description: 'The database answers and has the migrations of this server, no fewer and no newer.',
      schema: z.object({ status: z.literal('ready') }),
    },
    errors: {
      503:
        'Not ready: the database cannot be reached, or failed a request a few seconds ago for a lack of ' +
        'resources (a full disk) or a lost connection (Retry-After says when to ask again); or its migrations ' +
        'are not those of this server (`errorDetails` names `migrations` and what to do).',
    },
  },
  metrics: {
    method: 'GET',
    path: '/metrics',
    access: 'public',
    summary: 'Request, database, job and stream metrics for Prometheus',
    description:
      'Needs `Authorization: Bearer <METRICS_TOKEN>`, the token of the server’s configuration, not a sign-in. ' +
      'Request durations by method, route pattern and status class, 5xx answers, the database pool, the job ' +
      'queue and its failures, open notification streams, and the process.',
    success: {
      status: 200,
      description: 'The metrics in Prometheus’ text format.',
      contentType: 'text/plain',
    },
    errors: {
      401: 'No token, or not the server’s METRICS_TOKEN.',
      404: 'Metrics are off: the server has no METRICS_TOKEN.',
    },
  },
});
