import { ZIdParamsSchema } from '../schemas/common';
import { ZFeedPageSchema, ZFeedPostRequestSchema, ZFeedPostSchema, ZFeedQuerySchema } from '../schemas/feeds';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

const NO_POST = 'No such post.';

export const feedsApi = defineEndpoints(TAGS.feeds, {
  feeds: {
    method: 'GET',
    path: '/feeds',
    access: 'signed-in',
    summary: 'The feed: pinned posts first, then the newest, a page at a time',
    query: ZFeedQuerySchema,
    success: { status: 200, description: 'A page of posts.', schema: ZFeedPageSchema },
    errors: { 403: 'Only feed managers (MANAGE_FEEDS) see posts not yet published.' },
  },
  createFeedPost: {
    method: 'POST',
    path: '/feeds',
    access: { grant: 'MANAGE_FEEDS' },
    summary: 'Publish a post now or at a time; everyone is told when it is published now',
    body: ZFeedPostRequestSchema,
    success: { status: 201, description: 'The new post.', schema: ZFeedPostSchema },
  },
  updateFeedPost: {
    method: 'PUT',
    path: '/feeds/{id}',
    access: { grant: 'MANAGE_FEEDS' },
    summary: 'Change a post',
    params: ZIdParamsSchema,
    body: ZFeedPostRequestSchema,
    success: { status: 200, description: 'The post as it is now.', schema: ZFeedPostSchema },
    errors: { 404: NO_POST },
  },
  deleteFeedPost: {
    method: 'DELETE',
    path: '/feeds/{id}',
    access: { grant: 'MANAGE_FEEDS' },
    summary: 'Delete a post (its image goes with it)',
    params: ZIdParamsSchema,
    success: { status: 204, description: 'Deleted.' },
    errors: { 404: NO_POST },
  },
});
