import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

export const healthApi = defineEndpoints(TAGS.health, {
  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Ready when the database answers',
    success: {
      status: 200,
      description: 'The server and its database answer.',
      schema: z.object({ status: z.literal('ok') }),
    },
    errors: {
      503:
        'Not ready: the database cannot be reached, or failed a request a few seconds ago for a lack of ' +
        'resources (a full disk) or a lost connection. Retry-After says when to ask again.',
    },
  },
});
