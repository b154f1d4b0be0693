import { Pencil, Power, Trash2 } from 'lucide-react';
import type { TProjectActivity } from '@staffdesk/shared/schemas/projects';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSetActivityActive } from './api/set-activity-active';

interface ActivityRowActionsProps {
  activity: TProjectActivity;
  onEdit: () => void;
  onDelete: () => void;
}

/** An activity's row buttons: edit it, turn it off or on again at once, delete it after asking. */
export function ActivityRowActions({ activity: a, onEdit, onDelete }: ActivityRowActionsProps) {
  const toggle = useSetActivityActive();
  return (
    <div className="flex justify-end">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit activity ${a.name}`}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        disabled={toggle.isPending}
        onClick={() =>
          toggle.mutate(
            { activity: a, active: !a.active },
            {
              onSuccess: () =>
                toast.success(`${a.name} is ${a.active ? 'inactive: it takes no new hours' : 'active again'}.`),
            },
          )
        }
        aria-label={`${a.active ? 'Deactivate' : 'Activate'} activity ${a.name}`}
      >
        <Power aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete activity ${a.name}`}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
