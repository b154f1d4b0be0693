import type { TProjectActivity } from '@staffdesk/shared/schemas/projects';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteActivity } from './api/delete-activity';

interface DeleteActivityDialogProps {
  /** The activity to delete; undefined while the dialog is closed. */
  activity: TProjectActivity | undefined;
  projectCode: string;
  onClose: () => void;
}

/** Asks before an activity is deleted, and says that one with hours logged cannot be. */
export function DeleteActivityDialog({ activity, projectCode, onClose }: DeleteActivityDialogProps) {
  const remove = useDeleteActivity();
  return (
    <ConfirmDialog
      open={activity !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title="Delete This Activity?"
      description={
        activity
          ? `${activity.name} is removed from ${projectCode}. An activity with hours logged cannot be deleted: make it inactive instead.`
          : ''
      }
      confirmLabel="Delete activity"
      dismissLabel="Keep it"
      pending={remove.isPending}
      onConfirm={() =>
        activity &&
        remove.mutate(activity.id, {
          onSuccess: () => toast.success(`${activity.name} was deleted.`),
          onSettled: onClose,
        })
      }
    />
  );
}
