import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Shown when a page fails to load or draw: most often a new release replaced the chunk this tab asked for. */
export function ErrorPage({ detail }: { detail?: string }) {
  return (
    <div role="alert" className="flex min-h-[60dvh] items-center justify-center p-6">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">Something Went Wrong</h1>
        <p className="mt-2 text-muted-foreground">This page could not be shown. Reloading usually fixes it.</p>
        {detail && <p className="mt-2 font-mono text-xs text-muted-foreground">{detail}</p>}
        <Button className="mt-8" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload
        </Button>
      </div>
    </div>
  );
}
