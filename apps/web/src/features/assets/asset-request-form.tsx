import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ZAssetRequestCreateSchema } from '@staffdesk/shared/schemas/assets';
import { DateField } from '@/components/date-picker/date-field';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormFooter } from '@/components/form-footer';
import { Card, CardContent } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useMasterData } from '@/lib/api/get-master-data';
import { useOfficeToday } from '@/lib/office-time';
import { toast } from '@/lib/toast';
import { useCreateAssetRequest } from './api/create-asset-request';
import { ASSET_LIST_PATH } from './paths';

/** The shared schema, saying what an empty date needs and refusing a day before the employee's today. */
const assetRequestFormSchema = (today: string) =>
  ZAssetRequestCreateSchema.extend({
    neededBy: z
      .string()
      .min(1, 'Choose the date it is needed by.')
      .refine((day) => day >= today, 'The date needed by cannot be in the past.')
      .pipe(ZAssetRequestCreateSchema.shape.neededBy),
  });

/** The type of asset, why, and by when. */
export function AssetRequestForm() {
  const navigate = useNavigate();
  const create = useCreateAssetRequest();
  const types = useMasterData().data?.assetTypes ?? [];
  const today = useOfficeToday();
  const form = useZodForm(
    useMemo(() => assetRequestFormSchema(today), [today]),
    { defaultValues: { assetType: '', reason: '', neededBy: '' } },
  );

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success('Your asset request was sent for approval.');
      await navigate(ASSET_LIST_PATH);
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
                name="assetType"
                id="assetType"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>Asset type</FormLabel>
                    <FormControl>
                      <NativeSelect {...field}>
                        <option value="">Choose an asset type</option>
                        {types.map((t) => (
                          <option key={t.code} value={t.code}>
                            {t.label}
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
                name="neededBy"
                id="neededBy"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>Needed by</FormLabel>
                    <FormControl>
                      <DateField
                        id="neededBy"
                        ref={field.ref}
                        min={today}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="reason"
              id="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Reason</FormLabel>
                  <FormControl>
                    <Textarea rows={3} maxLength={500} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormServerAlert />
          </CardContent>
          <FormFooter />
        </form>
      </Form>
    </Card>
  );
}
