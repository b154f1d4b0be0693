import { useMemo, useState } from 'react';
import { Newspaper, Plus } from 'lucide-react';
import type { TFeedPost } from '@staffdesk/shared/schemas/feeds';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import { useFeedPage } from '@/lib/api/get-feed';
import { toast } from '@/lib/toast';
import { useDateTimeText } from '@/lib/office-time';
import { useDeleteFeedPost } from './api/delete-feed-post';
import { feedColumns } from './feed-columns';
import { FeedPostActions } from './feed-post-actions';
import { FeedPostFormDialog } from './feed-post-form-dialog';

type Editing = { mode: 'add' } | { mode: 'edit' | 'delete'; post: TFeedPost } | undefined;
const PAGE_SIZE = 20;

/** The feed manager: every post, scheduled ones included, pinned first then the newest; write, change, delete. */
export function FeedManagerPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>();
  const when = useDateTimeText();
  const columns = useMemo(() => feedColumns(when), [when]);
  const query = useFeedPage(page, PAGE_SIZE, true);
  const remove = useDeleteFeedPost();

  const confirmDelete = () => {
    if (editing?.mode !== 'delete') return;
    remove.mutate(editing.post.id, {
      onSuccess: () => toast.success('The post was deleted.'),
      onSettled: () => setEditing(undefined),
    });
  };

  return (
    <>
      <PageHeader
        title="Feed Manager"
        description="News for everyone, on their dashboard: pinned posts first, then the newest."
        actions={
          <Button onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" />
            New post
          </Button>
        }
      />
      <Card>
        <CardContent>
          <DataTable
            label="Posts"
            noun="posts"
            mode="server"
            columns={columns}
            rows={query.data?.items}
            getRowId={(p) => p.id}
            query={query}
            empty={{
              icon: Newspaper,
              title: 'No posts yet.',
              hint: 'Write the first one: everyone reads it on their dashboard.',
            }}
            pagination={
              query.data ? { page, pageSize: PAGE_SIZE, total: query.data.total, onPageChange: setPage } : undefined
            }
            rowActions={(post) => (
              <FeedPostActions
                post={post}
                onEdit={() => setEditing({ mode: 'edit', post })}
                onDelete={() => setEditing({ mode: 'delete', post })}
              />
            )}
          />
        </CardContent>
      </Card>
      {(editing?.mode === 'add' || editing?.mode === 'edit') && (
        <FeedPostFormDialog
          post={editing.mode === 'edit' ? editing.post : undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={editing?.mode === 'delete'}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title="Delete This Post?"
        description={
          editing?.mode === 'delete' && `${editing.post.title} is removed from the feed for good, with its image.`
        }
        confirmLabel="Delete post"
        dismissLabel="Keep it"
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </>
  );
}
