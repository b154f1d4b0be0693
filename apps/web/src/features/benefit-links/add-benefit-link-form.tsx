import { ZBenefitLinkInputSchema, type BenefitLinkKind } from '@staffdesk/shared/schemas/benefit-links';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormButtons } from '@/components/form-footer';
import { Input } from '@/components/ui/input';
import { titleCase } from '@/lib/title-case';
import { toast } from '@/lib/toast';
import { useCreateBenefitLink } from './api/create-benefit-link';

const ZLinkFormSchema = ZBenefitLinkInputSchema.pick({ title: true, url: true, description: true });
const FIELDS = [
  { name: 'title', label: 'Title', type: 'text' },
  { name: 'url', label: 'Link (https)', type: 'url' },
  { name: 'description', label: 'Description (optional)', type: 'text' },
] as const;

/** A new link of one kind, for those who keep them. */
export function AddBenefitLinkForm({ kind, what }: { kind: BenefitLinkKind; what: string }) {
  const create = useCreateBenefitLink(kind);
  const form = useZodForm(ZLinkFormSchema, { defaultValues: { title: '', url: '', description: '' } });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success('The link was added.');
      form.reset();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Form form={form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid max-w-xl gap-4 rounded-lg border p-4"
        aria-label={`Add a ${what} link`}
      >
        <h3 className="font-medium">{titleCase(`Add a ${what} link`)}</h3>
        {FIELDS.map(({ name, label, type }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            id={`${kind.toLowerCase()}-${name}`}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{label}</FormLabel>
                <FormControl>
                  <Input type={type} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <FormServerAlert />
        <FormButtons onCancel={() => form.reset()} />
      </form>
    </Form>
  );
}
