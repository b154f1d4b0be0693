import { ZIdParamsSchema } from '../schemas/common';
import { ZMergedRequestPageSchema, ZMergedRequestQuerySchema } from '../schemas/leave';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

/** What spans request families: one employee's requests of every family that has a place in the timeline. */
export const requestsApi = defineEndpoints(TAGS.eventRequests, {
  requestTimeline: {
    method: 'GET',
    path: '/merge-event-requests/employee/{id}',
    access: 'signed-in',
    summary: "One timeline of an employee's leave, work-from-home and attendance regularization requests, newest first",
    description: 'Yourself, your reportee, or anyone for holders of VIEW_ANY_EMPLOYEE.',
    params: ZIdParamsSchema,
    query: ZMergedRequestQuerySchema,
    success: { status: 200, description: 'A page of the timeline.', schema: ZMergedRequestPageSchema },
    errors: { 404: 'No such employee, or not one whose records you may see.' },
  },
});
