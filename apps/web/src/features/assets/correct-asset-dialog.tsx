import { ZAssetIssueSchema, type TIssuedAsset } from '@staffdesk/shared/schemas/assets';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form } from '@/components/form/form';
import { FormControl } from '@/components/form/form-control';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormLabel } from '@/components/form/form-label';
import { FormMessage } from '@/components/form/form-message';
import { FormServerAlert } from '@/components/form/form-server-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialogFooter } from '@/components/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useCorrectAsset } from './api/correct-asset';

const ZCorrectionSchema = ZAssetIssueSchema.pick({ assetTag: true, serialNumber: true });
const FIELDS = [
  { name: 'assetTag', label: 'Asset tag' },
  { name: 'serialNumber', label: 'Serial number' },
] as const;

/** Corrects the tag or serial number of an asset in someone's hands (typed wrong when it was issued). */
export function CorrectAssetDialog({
  asset,
  onClose,
}: {
  asset: TIssuedAsset & { requestId: number };
  onClose: () => void;
}) {
  const correct = useCorrectAsset();
  const form = useZodForm(ZCorrectionSchema, {
    defaultValues: { assetTag: asset.assetTag, serialNumber: asset.serialNumber },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const request = await correct.mutateAsync({ requestId: asset.requestId, body });
      toast.success(`${request.issuedAsset?.assetTag ?? body.assetTag} is corrected.`);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !form.formState.isSubmitting && onClose()}>
      <DialogContent className="sm:max-w-md">
        <Form form={form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Correct {asset.assetTag}?</DialogTitle>
              <DialogDescription>
                {asset.employeeName}&apos;s {asset.assetTypeLabel.toLowerCase()}. The tag must not be one issued to
                someone else.
              </DialogDescription>
            </DialogHeader>
            {FIELDS.map(({ name, label }, index) => (
              <FormField
                key={name}
                control={form.control}
                name={name}
                id={`correct-${name}`}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{label}</FormLabel>
                    <FormControl>
                      <Input autoFocus={index === 0} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
            <FormServerAlert />
            <FormDialogFooter onCancel={onClose} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
