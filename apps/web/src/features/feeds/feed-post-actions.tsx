import { Pencil, Trash2 } from 'lucide-react';
import type { TFeedPost } from '@staffdesk/shared/schemas/feeds';
import { Button } from '@/components/ui/button';

/** A post's buttons in the feed manager's list: edit it, delete it. */
export function FeedPostActions({
  post,
  onEdit,
  onDelete,
}: {
  post: TFeedPost;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex justify-end">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${post.title}`}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete ${post.title}`}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
