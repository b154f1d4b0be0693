import { z } from 'zod';
import { ZPageQuerySchema, pageOf } from './common';
import { ZFileIdSchema, ZUploadedFileSchema } from './files';

/** A post is published (readable by everyone) once its time has come; before, only feed managers see it. */
export const FEED_POST_STATUSES = ['SCHEDULED', 'PUBLISHED'] as const;
export type FeedPostStatus = (typeof FEED_POST_STATUSES)[number];

/** What a feed manager writes. The body is plain text: links are made clickable, nothing is read as HTML. */
export const ZFeedPostRequestSchema = z.object({
  title: z
    .string({ error: 'Give a title.' })
    .trim()
    .min(1, 'Give a title.')
    .max(150, 'The title can be at most 150 characters.'),
  body: z
    .string({ error: 'Write the post.' })
    .trim()
    .min(1, 'Write the post.')
    .max(5000, 'The post can be at most 5000 characters.'),
  imageFileId: ZFileIdSchema.nullable().default(null).describe('An uploaded FEED_IMAGE file; null for none'),
  pinned: z.boolean({ error: 'Choose yes or no for pinned.' }).default(false),
  publishAt: z.iso
    .datetime({ offset: true, error: 'Choose a publish time (ISO 8601, with its offset).' })
    .nullable()
    .default(null)
    .describe('When it appears; null to publish now'),
});
export type TFeedPostRequest = z.input<typeof ZFeedPostRequestSchema>;

export const ZFeedPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string().describe('Plain text, to be shown as text (links may be made clickable)'),
  image: ZUploadedFileSchema.nullable(),
  pinned: z.boolean(),
  publishedAt: z.string(),
  status: z.enum(FEED_POST_STATUSES),
  author: z.string(),
  updatedAt: z.string(),
});
export type TFeedPost = z.infer<typeof ZFeedPostSchema>;

export const ZFeedQuerySchema = ZPageQuerySchema.extend({
  scheduled: z
    .enum(['true', 'false'], { error: 'Scheduled must be true or false.' })
    .default('false')
    .transform((v) => v === 'true')
    .describe('Also the posts not yet published (feed managers only)'),
});

export const ZFeedPageSchema = pageOf(ZFeedPostSchema);
