import { useState } from 'react';
import { ChevronLeft, ChevronRight, Newspaper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/empty-state';
import { FeedPost } from '@/components/feed-post';
import { LoadError } from '@/components/load-error';
import { useFeedPage } from '@/lib/api/get-feed';

const PAGE_SIZE = 3;

/** The company feed on the dashboard: pinned posts first, then the newest, three at a time. */
export function FeedCard() {
  const [page, setPage] = useState(1);
  const query = useFeedPage(page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Card>
      <CardHeader>
        <CardTitle>News</CardTitle>
        <CardDescription>Posts from the company, pinned ones first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4" aria-busy={query.isFetching ? true : undefined}>
        {query.isError ? (
          <LoadError icon={Newspaper} title="The news could not be loaded." onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Skeleton className="h-32" />
        ) : query.data.items.length === 0 ? (
          <EmptyState icon={Newspaper} title="No news yet." />
        ) : (
          <>
            {query.data.items.map((post, i) => (
              <div key={post.id} className="grid gap-4">
                {i > 0 && <Separator />}
                <FeedPost post={post} />
              </div>
            ))}
            {pages > 1 && (
              <nav aria-label="News pages" className="flex items-center justify-between gap-2">
                <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
                  <ChevronLeft aria-hidden="true" />
                  Newer
                </Button>
                <p className="text-xs text-muted-foreground" aria-live="polite">
                  Page {page} of {pages}
                </p>
                <Button variant="outline" size="sm" onClick={() => setPage(page + 1)} disabled={page >= pages}>
                  Older
                  <ChevronRight aria-hidden="true" />
                </Button>
              </nav>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
