import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

export const healthApi = defineEndpoints(TAGS.health, {
  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Ready when the database answers',
    success: { status: 200, description: 'The server and its database answer.', schema: z.object({ status: z.literal('ok') }) },
  },
});
