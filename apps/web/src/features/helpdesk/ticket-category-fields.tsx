import { useFormContext, useWatch } from 'react-hook-form';
import { TICKET_CATEGORIES, subCategoryBelongsTo, type TTicketCreate } from '@staffdesk/shared/schemas/helpdesk';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { NativeSelect } from '@/components/ui/native-select';
import type { useTicketLabels } from './ticket-bits';

/** A new ticket's category, which picks the desk, and a sub-category of it: a new category clears the second. */
export function TicketCategoryFields({ labels }: { labels: ReturnType<typeof useTicketLabels> }) {
  const form = useFormContext<TTicketCreate>();
  const category = useWatch({ control: form.control, name: 'category' });
  const subCategories = (labels.master?.ticketSubCategories ?? []).filter((s) =>
    subCategoryBelongsTo(s.code, category),
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        control={form.control}
        name="category"
        id="category"
        render={({ field }) => (
          <FormItem className="content-start">
            <FormLabel>Category</FormLabel>
            <FormControl>
              <NativeSelect
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  form.setValue('subCategory', '');
                }}
              >
                {TICKET_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {labels.category(c)}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="subCategory"
        id="subCategory"
        render={({ field }) => (
          <FormItem className="content-start">
            <FormLabel>Sub-category</FormLabel>
            <FormControl>
              <NativeSelect {...field}>
                <option value="">Choose…</option>
                {subCategories.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.label}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
