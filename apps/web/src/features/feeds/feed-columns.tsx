import { Pin } from 'lucide-react';
import type { TFeedPost } from '@staffdesk/shared/schemas/feeds';
import { Badge } from '@/components/ui/badge';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';

/** The columns, with times in office time (`when`). */
export const feedColumns = (when: (iso: string) => string): DataTableColumn<TFeedPost>[] => [
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
