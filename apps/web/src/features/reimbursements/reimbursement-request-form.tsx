import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { REIMBURSEMENT_MAX_DAYS_BACK } from '@staffdesk/shared/schemas/reimbursements';
import { addDays } from '@staffdesk/shared/dates';
import { DateField } from '@/components/date-picker/date-field';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormDescription } from '@/components/form/form-description';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormFooter } from '@/components/form-footer';
import { Card, CardContent } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useMasterData } from '@/lib/api/get-master-data';
import { useOfficeToday } from '@/lib/office-time';
import { toast } from '@/lib/toast';
import { useCreateReimbursement } from './api/create-reimbursement';
import { AmountField } from './amount-field';
import { ReceiptsField } from './receipts-field';
import { reimbursementFormSchema } from './reimbursement-form-schema';
import { REIMBURSEMENT_LIST_PATH } from './paths';

/** Category, expense date, amount, description, and the receipts, uploaded as they are chosen. */
export function ReimbursementRequestForm() {
  const navigate = useNavigate();
  const create = useCreateReimbursement();
  const categories = useMasterData().data?.reimbursementCategories ?? [];
  const today = useOfficeToday();
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(
    useMemo(() => reimbursementFormSchema(today), [today]),
    { defaultValues: { category: '', expenseDate: '', amount: undefined, description: '', receiptIds: [] } },
  );

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success('Your claim was sent for approval.');
      await navigate(REIMBURSEMENT_LIST_PATH);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Card className="max-w-2xl">
      <Form form={form}>
        <form onSubmit={onSubmit} noValidate className="contents">
          <CardContent className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="category"
                id="category"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>Category</FormLabel>
                    <FormControl>
                      <NativeSelect {...field}>
                        <option value="">Choose a category</option>
                        {categories.map((c) => (
                          <option key={c.code} value={c.code}>
                            {c.label}
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
                name="expenseDate"
                id="expenseDate"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>Expense date</FormLabel>
                    <FormControl>
                      <DateField
                        id="expenseDate"
                        ref={field.ref}
                        min={addDays(today, -REIMBURSEMENT_MAX_DAYS_BACK)}
                        max={today}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    </FormControl>
                    <FormDescription>
                      Not in the future, at most {REIMBURSEMENT_MAX_DAYS_BACK} days ago.
                    </FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <AmountField />
            <FormField
              control={form.control}
              name="description"
              id="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Description</FormLabel>
                  <FormControl>
                    <Textarea rows={3} maxLength={500} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <ReceiptsField onBusyChange={setUploading} />
            <FormServerAlert />
          </CardContent>
          <FormFooter waiting={uploading} />
          <UnsavedChangesGuard />
        </form>
      </Form>
    </Card>
  );
}
