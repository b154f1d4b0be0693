import { ZProjectActivityRequestSchema, type TProjectActivity } from '@staffdesk/shared/schemas/projects';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { useZodForm } from '@/components/form/use-zod-form';
import { CheckboxField } from '@/components/pipeline/checkbox-field';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { ReferenceDialog } from '@/components/pipeline/reference-dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useSaveActivity } from './api/save-activity';

/**
 * Adds an activity to a project, or changes one: its name, whether it is billable, whether it takes hours.
 * Mounted only while open, so each opening starts from the activity's own values.
 */
export function ActivityDialog({
  projectId,
  activity,
  onClose,
}: {
  projectId: number;
  activity?: TProjectActivity;
  onClose: () => void;
}) {
  const save = useSaveActivity();
  const form = useZodForm(ZProjectActivityRequestSchema, {
    defaultValues: {
      projectId,
      name: activity?.name ?? '',
      billable: activity?.billable ?? true,
      active: activity?.active ?? true,
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: activity?.id, body });
      toast.success(activity ? `${saved.name} was saved.` : `${saved.name} was added.`);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <ReferenceDialog
      title={activity ? `Edit Activity ${activity.name}` : 'Add Activity'}
      description="What people log their hours on. An inactive activity takes no new hours."
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <LabeledField control={form.control} name="name" label="Activity name">
        {(field) => <Input {...field} />}
      </LabeledField>
      <CheckboxField control={form.control} name="billable" id="activity-billable" label="Billable" />
      <CheckboxField control={form.control} name="active" id="activity-active" label="Active" />
    </ReferenceDialog>
  );
}
