import { useState } from 'react';
import { CircleAlert, Info, TriangleAlert, X } from 'lucide-react';
import type { FlashSeverity, TActiveFlash } from '@staffdesk/shared/schemas/flashes';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useActiveFlashes } from './api/get-active-flashes';
import { SEVERITY_LABELS } from './severity';

const STORAGE_KEY = 'staffdesk.dismissed-flashes';
/** Enough to cover every flash still live; the oldest dismissals are forgotten first. */
const REMEMBERED = 200;

function readDismissed(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

const LOOK: Record<FlashSeverity, { icon: typeof Info; className: string; iconClassName: string }> = {
  INFO: { icon: Info, className: 'border-primary/30 bg-primary/5', iconClassName: 'text-primary' },
  WARNING: {
    icon: TriangleAlert,
    className: 'border-amber-500/50 bg-amber-500/10',
    iconClassName: 'text-amber-600 dark:text-amber-400',
  },
  CRITICAL: {
    icon: CircleAlert,
    className: 'border-destructive/60 bg-destructive/10',
    iconClassName: 'text-destructive',
  },
};

function FlashItem({ flash, onDismiss }: { flash: TActiveFlash; onDismiss?: () => void }) {
  const look = LOOK[flash.severity];
  const Icon = look.icon;
  return (
    <li
      className={cn('flex items-start gap-3 rounded-md border px-3 py-2 text-sm', look.className)}
      data-severity={flash.severity}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', look.iconClassName)} aria-hidden="true" />
      <p className="min-w-0 flex-1 break-words whitespace-pre-line">
        <span className="sr-only">{SEVERITY_LABELS[flash.severity]}: </span>
        {flash.message}
      </p>
      {onDismiss && (
        <Button
          variant="ghost"
          size="icon"
          className="-my-1 size-7 shrink-0"
          onClick={onDismiss}
          aria-label={`Dismiss: ${flash.message.slice(0, 60)}`}
        >
          <X aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

/**
 * The caller's live flashes, under the header of every screen. A dismissed one stays away in this browser
 * (remembered by id); a CRITICAL one cannot be dismissed.
 */
export function FlashBanner() {
  const { data } = useActiveFlashes();
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  const shown = (data ?? []).filter((f) => f.severity === 'CRITICAL' || !dismissed.includes(f.id));
  if (shown.length === 0) return null;

  const dismiss = (id: number) => {
    const next = [...dismissed.filter((d) => d !== id), id].slice(-REMEMBERED);
    setDismissed(next);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or refused: it stays dismissed until the page is reloaded.
    }
  };

  return (
    <section aria-label="Announcements" className="border-b px-4 py-2 sm:px-6 lg:px-8">
      <ul className="mx-auto grid w-full max-w-6xl gap-2">
        {shown.map((flash) => (
          <FlashItem
            key={flash.id}
            flash={flash}
            onDismiss={flash.severity === 'CRITICAL' ? undefined : () => dismiss(flash.id)}
          />
        ))}
      </ul>
    </section>
  );
}
