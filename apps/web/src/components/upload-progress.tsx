interface UploadProgressProps {
  /** The file's name. */
  name: string;
  /** How much has been sent, from 0 to 1. */
  fraction: number;
}

/** An upload under way: a bar and its percentage, which a screen reader reads from the progressbar. */
export function UploadProgress({ name, fraction }: UploadProgressProps) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span className="min-w-0 truncate">Uploading {name}…</span>
        <span aria-hidden="true" className="shrink-0 tabular-nums">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
