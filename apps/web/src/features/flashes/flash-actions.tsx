import { Pencil, TimerOff, Trash2 } from 'lucide-react';
import type { TFlash } from '@staffdesk/shared/schemas/flashes';
import { Button } from '@/components/ui/button';

/** A flash's buttons in the flash manager's list: edit it, end it now (unless it has ended), delete it. */
export function FlashActions({ flash, onAct }: { flash: TFlash; onAct: (mode: 'edit' | 'end' | 'delete') => void }) {
  // The message names the flash: its start is enough to tell one from another.
  const name = flash.message.slice(0, 40);
  return (
    <div className="flex justify-end">
      <Button variant="ghost" size="icon" onClick={() => onAct('edit')} aria-label={`Edit flash: ${name}`}>
        <Pencil aria-hidden="true" />
      </Button>
      {flash.status !== 'ENDED' && (
        <Button variant="ghost" size="icon" onClick={() => onAct('end')} aria-label={`End flash now: ${name}`}>
          <TimerOff aria-hidden="true" />
        </Button>
      )}
      <Button variant="ghost" size="icon" onClick={() => onAct('delete')} aria-label={`Delete flash: ${name}`}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
