import { useState } from 'react';
import { ZProjectActivityRequestSchema, type TProjectActivity } from '@staffdesk/shared/schemas/projects';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { toast } from '@/lib/toast';
import { TextField, usePipelineForm } from '@/components/pipeline/form-kit';
import { useSaveActivity } from './api/save-activity';

/** Adds an activity to a project, or changes one: its name, whether it is billable, whether it takes hours. */
export function ActivityDialog({
  projectId,
  activity,
  onClose,
}: {
  projectId: number;
  activity?: TProjectActivity;
  onClose: () => void;
}) {
  const form = usePipelineForm({ name: activity?.name ?? '' });
  const [billable, setBillable] = useState(activity?.billable ?? true);
  const [active, setActive] = useState(activity?.active ?? true);
  const save = useSaveActivity();
  const submit = form.submitWith(
    ZProjectActivityRequestSchema,
    { projectId, name: form.values.name, billable, active },
    (parsed, done) =>
      save.mutate(
        { id: activity?.id, body: parsed },
        {
          onSuccess: (saved) => {
            toast.success(activity ? `${saved.name} was saved.` : `${saved.name} was added.`);
            onClose();
          },
          ...done,
        },
      ),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{activity ? `Edit Activity ${activity.name}` : 'Add Activity'}</DialogTitle>
          <DialogDescription>
            What people log their hours on. An inactive activity takes no new hours.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField form={form} name="name" label="Activity name" />
          <div className="flex items-center gap-2">
            <Checkbox id="activity-billable" checked={billable} onCheckedChange={(v) => setBillable(v === true)} />
            <Label htmlFor="activity-billable">Billable</Label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="activity-active" checked={active} onCheckedChange={(v) => setActive(v === true)} />
            <Label htmlFor="activity-active">Active</Label>
          </div>
          <FormAlert message={form.refusal} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner />}
              {save.isPending ? 'Submitting…' : 'Submit'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
