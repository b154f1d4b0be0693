import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetsApi } from '@staffdesk/shared/api/assets';
import { ZAssetIssueSchema, type TIssuedAsset } from '@staffdesk/shared/schemas/assets';
import { FormAlert } from '@/components/form-alert';
import { serverFieldErrors } from '@/components/field-messages';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { callApi } from '@/lib/api-client';
import { HttpError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { ASSETS_KEY } from '@/lib/api/get-issued-assets';
import { FormDialogFooter } from '@/components/form-footer';

const FIELDS = [
  { name: 'assetTag', label: 'Asset tag', schema: ZAssetIssueSchema.shape.assetTag },
  { name: 'serialNumber', label: 'Serial number', schema: ZAssetIssueSchema.shape.serialNumber },
] as const;
type Field = (typeof FIELDS)[number]['name'];

/** Corrects the tag or serial number of an asset in someone's hands (typed wrong when it was issued). */
export function CorrectAssetDialog({
  asset,
  onClose,
}: {
  asset: TIssuedAsset & { requestId: number };
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({
    assetTag: asset.assetTag,
    serialNumber: asset.serialNumber,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const correct = useMutation({
    mutationFn: (body: Record<Field, string>) =>
      callApi(assetsApi.updateAssetRequest, { params: { id: asset.requestId }, body }),
    onSuccess: (request) => {
      toast.success(`${request.issuedAsset?.assetTag ?? values.assetTag} is corrected.`);
      onClose();
    },
    onError: (error) => {
      setRefusal(error.message);
      if (error instanceof HttpError)
        setErrors(
          serverFieldErrors(
            error.body,
            FIELDS.map((f) => f.name),
          ),
        );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (correct.isPending) return;
    setRefusal(undefined);
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const parsed = field.schema.safeParse(values[field.name]);
      if (!parsed.success) found[field.name] = parsed.error.issues[0]?.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    correct.mutate({ assetTag: values.assetTag.trim(), serialNumber: values.serialNumber.trim() });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !correct.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Correct {asset.assetTag}?</DialogTitle>
            <DialogDescription>
              {asset.employeeName}&apos;s {asset.assetTypeLabel.toLowerCase()}. The tag must not be one issued to
              someone else.
            </DialogDescription>
          </DialogHeader>
          {FIELDS.map((field, index) => (
            <div key={field.name} className="grid gap-2">
              <Label htmlFor={`correct-${field.name}`}>{field.label}</Label>
              <Input
                id={`correct-${field.name}`}
                value={values[field.name]}
                onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={errors[field.name] ? `correct-${field.name}-error` : undefined}
                autoFocus={index === 0}
              />
              <FieldError id={`correct-${field.name}-error`}>{errors[field.name]}</FieldError>
            </div>
          ))}
          <FormAlert message={refusal} />
          <FormDialogFooter pending={correct.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
