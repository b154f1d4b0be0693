import type { RequestFamily } from '@staffdesk/shared/api/request-family';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { RequestTrail } from './request-trail';

export interface TrailTarget {
  id: number;
  /** What the request is, for the title: "Casual Leave (January 05, 2026)". */
  subject: string;
}

/** One request opened to read its history: who did what, when, with which remark, and what changed. */
export function RequestTrailDialog({
  declaration,
  target,
  onClose,
}: {
  declaration: RequestFamily;
  target: TrailTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{target?.subject}</DialogTitle>
          <DialogDescription>Everything recorded about this request, oldest first.</DialogDescription>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-y-auto">
          {target && <RequestTrail declaration={declaration} id={target.id} />}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
