import { Pin } from 'lucide-react';
import type { TFeedPost } from '@staffdesk/shared/schemas/feeds';
import { Badge } from '@/components/ui/badge';
import { PlainTextWithLinks } from '@/components/plain-text-with-links';
import { useFileUrl } from '@/lib/use-file-url';
import { OfficeTime } from '@/components/office-time';

/** One post of the feed as everyone reads it: title, who and when, its image, its text with clickable links. */
export function FeedPost({ post, headingLevel = 3 }: { post: TFeedPost; headingLevel?: 2 | 3 }) {
  const image = useFileUrl(post.image?.downloadPath);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="grid gap-2" aria-labelledby={`feed-post-${post.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={`feed-post-${post.id}`} className="text-base font-semibold break-words">
          {post.title}
        </Heading>
        {post.pinned && (
          <Badge variant="secondary">
            <Pin aria-hidden="true" />
            Pinned
          </Badge>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        {post.author} · <OfficeTime iso={post.publishedAt} />
      </p>
      {post.image && (
        // A box of its own size before the image loads, whatever the image's: the text below never moves.
        <div className="aspect-video max-h-80 w-full overflow-hidden rounded-md border bg-muted">
          {image && <img src={image} alt={`Image of the post ${post.title}`} className="size-full object-contain" />}
        </div>
      )}
      <PlainTextWithLinks text={post.body} className="text-sm" />
    </article>
  );
}
