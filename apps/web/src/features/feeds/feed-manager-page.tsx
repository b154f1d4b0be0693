import { useMemo, useState } from 'react';
import { Newspaper, Pencil, Pin, Plus, Trash2 } from 'lucide-react';
import type { TFeedPost } from '@staffdesk/shared/schemas/feeds';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { useFeedPage } from '@/lib/api/get-feed';
import { toast } from '@/lib/toast';
import { useDateTimeText } from '@/lib/office-time';
import { useDeleteFeedPost } from './api/delete-feed-post';
import { FeedPostFormDialog } from './feed-post-form-dialog';

type Editing = { mode: 'add' } | { mode: 'edit' | 'delete'; post: TFeedPost } | undefined;
const PAGE_SIZE = 20;

/** The columns, with times in office time (`when`). */
const columnsFor = (when: (iso: string) => string): DataTableColumn<TFeedPost>[] => [
  {
    id: 'title',
    header: 'Title',
    value: (p) => p.title,
    cell: (p) => (
      <span className="flex items-center gap-1.5 break-words">
        {p.pinned && <Pin className="size-3.5 shrink-0 text-muted-foreground" aria-label="Pinned" />}
        {p.title}
      </span>
    ),
    card: 'title',
  },
  {
    id: 'status',
    header: 'Status',
    value: (p) => p.status,
    cell: (p) => (
      <Badge variant={p.status === 'PUBLISHED' ? 'success' : 'secondary'}>
        {p.status === 'PUBLISHED' ? 'Published' : 'Scheduled'}
      </Badge>
    ),
    width: 'fit',
    card: 'badge',
  },
  {
    id: 'publishedAt',
    header: 'Published',
    value: (p) => p.publishedAt,
    cell: (p) => when(p.publishedAt),
    width: 'fit',
    card: 'subtitle',
  },
  {
    id: 'image',
    header: 'Image',
    value: (p) => (p.image ? 'Yes' : 'No'),
    width: 'fit',
    hideBelow: 'lg',
    card: 'hidden',
  },
  { id: 'author', header: 'Author', value: (p) => p.author, hideBelow: 'lg', card: 'detail' },
];

/** The feed manager: every post, scheduled ones included, pinned first then the newest; write, change, delete. */
export function FeedManagerPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>();
  const when = useDateTimeText();
  const columns = useMemo(() => columnsFor(when), [when]);
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
              <div className="flex justify-end">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => setEditing({ mode: 'edit', post })}
                  aria-label={`Edit ${post.title}`}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => setEditing({ mode: 'delete', post })}
                  aria-label={`Delete ${post.title}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
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
