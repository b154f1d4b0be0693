import { z } from 'zod';
import { ZIdParamsSchema } from '../schemas/common';
import { ZActiveFlashSchema, ZFlashRequestSchema, ZFlashSchema } from '../schemas/flashes';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

const NO_FLASH = 'No such flash.';

export const flashesApi = defineEndpoints(TAGS.flashes, {
  flashes: {
    method: 'GET',
    path: '/flashes',
    access: { grant: 'CREATE_FLASH' },
    summary: 'Every flash, newest window first, with its status (scheduled, live, ended)',
    success: {
      status: 200,
      description: 'The flashes, by the start of their window, latest first.',
      schema: z.array(ZFlashSchema),
    },
  },
  activeFlashes: {
    method: 'GET',
    path: '/flashes/active',
    access: 'signed-in',
    summary: 'The flashes you should see now: live, and for everyone or one of your roles',
    success: {
      status: 200,
      description: 'Live flashes for you, CRITICAL first, then the latest.',
      schema: z.array(ZActiveFlashSchema),
    },
  },
  createFlash: {
    method: 'POST',
    path: '/flashes',
    access: { grant: 'CREATE_FLASH' },
    summary: 'Publish a flash for a window; its audience is told at once',
    body: ZFlashRequestSchema,
    success: { status: 201, description: 'The new flash.', schema: ZFlashSchema },
  },
  updateFlash: {
    method: 'PUT',
    path: '/flashes/{id}',
    access: { grant: 'CREATE_FLASH' },
    summary: 'Change a flash',
    params: ZIdParamsSchema,
    body: ZFlashRequestSchema,
    success: { status: 200, description: 'The flash as it is now.', schema: ZFlashSchema },
    errors: { 404: NO_FLASH },
  },
  endFlash: {
    method: 'POST',
    path: '/flashes/{id}/end',
    access: { grant: 'CREATE_FLASH' },
    summary: 'End a flash now (a scheduled one never shows)',
    params: ZIdParamsSchema,
    success: { status: 200, description: 'The flash, ended.', schema: ZFlashSchema },
    errors: { 404: NO_FLASH, 409: 'The flash has ended already.' },
  },
  deleteFlash: {
    method: 'DELETE',
    path: '/flashes/{id}',
    access: { grant: 'CREATE_FLASH' },
    summary: 'Delete a flash',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: { 404: NO_FLASH },
  },
});
