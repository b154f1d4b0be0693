import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** Posts of the company feed (modules/feeds); the image is a FEED_IMAGE file attached to the post. */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Plain text: never rendered as HTML. */
    body: text('body').notNull(),
    imageFileId: uuid('image_file_id'),
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feed_posts_order_idx').on(t.pinned.desc(), t.publishedAt.desc(), t.id.desc())],
);
