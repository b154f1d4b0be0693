import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { FormFooter } from '@/components/form-footer';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** The width of every contracts and projects form, and of what stands in for one while it loads. */
export const PIPELINE_FORM_WIDTH = 'max-w-3xl';

interface PipelineFormCardProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Back to the list or the record the form was opened from. */
  onCancel: () => void;
  /** An upload must finish before Submit. */
  waiting?: boolean;
  children: ReactNode;
}

/**
 * The card of the enquiry, proposal, contract, task order, rate, contact and project forms: their fields, the
 * server's refusal above the footer's Submit and Cancel, and the question before leaving with changes.
 */
export function PipelineFormCard<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  onCancel,
  waiting = false,
  children,
}: PipelineFormCardProps<TInput, TOutput>) {
  return (
    <Card className={PIPELINE_FORM_WIDTH}>
      <Form form={form}>
        <form onSubmit={onSubmit} noValidate className="contents">
          <CardContent className="grid gap-5">
            {children}
            <FormServerAlert />
          </CardContent>
          <FormFooter waiting={waiting} onCancel={onCancel} />
          <UnsavedChangesGuard />
        </form>
      </Form>
    </Card>
  );
}

/** What stands in for a form while what it starts from loads. */
export const PipelineFormSkeleton = () => <Skeleton className={cn('h-96', PIPELINE_FORM_WIDTH)} />;
