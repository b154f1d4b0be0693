import type { TEventRequest } from '@staffdesk/shared/schemas/leave';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { formatDate } from '@/lib/dates';
import { useCancelLeaveRequest } from './api/cancel-leave-request';
import { daysText } from './leave-form-rules';

interface CancelLeaveDialogProps {
  request: TEventRequest | null;
  onClose: () => void;
}

/** Asks before a pending request is withdrawn: its days go back to the balance. */
export function CancelLeaveDialog({ request, onClose }: CancelLeaveDialogProps) {
  const cancel = useCancelLeaveRequest();
  const range = request ? (request.fromDate === request.toDate ? formatDate(request.fromDate) : `${formatDate(request.fromDate)} to ${formatDate(request.toDate)}`) : '';
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel this leave request?</DialogTitle>
          <DialogDescription>
            {request ? `${request.typeLabel}, ${range} (${daysText(request.days)}). The days go back to your balance, and your manager no longer sees it.` : ''}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() =>
              request &&
              cancel.mutate(request.id, {
                onSuccess: () => {
                  toast.success('Your leave request was cancelled.');
                  onClose();
                },
              })
            }
          >
            {cancel.isPending && <Spinner />}
            Cancel request
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
