import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetsApi } from '@staffdesk/shared/api/assets';
import { ZAssetRequestCreateSchema, type TAssetRequestCreate } from '@staffdesk/shared/schemas/assets';
import { DateField } from '@/components/date-picker/date-field';
import { FormAlert } from '@/components/form-alert';
import { PageHeader } from '@/components/page-header';
import { describedByIds, serverFieldErrors } from '@/components/field-messages';
import { REQUESTS_KEY } from '@/components/requests/request-family';
import { FormFooter } from '@/components/form-footer';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/api-client';
import { useMasterData } from '@/lib/api/get-master-data';
import { HttpError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useOfficeToday } from '@/lib/office-time';
import { ASSET_LIST_PATH } from './paths';

const FIELDS = ['assetType', 'reason', 'neededBy'] as const;
type Field = (typeof FIELDS)[number];

/** The asset request form: the type of asset, why, and by when. */
export function AssetRequestPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const types = useMasterData().data?.assetTypes ?? [];
  const today = useOfficeToday();
  const [values, setValues] = useState<Record<Field, string>>({ assetType: '', reason: '', neededBy: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const create = useMutation({
    mutationFn: (body: TAssetRequestCreate) => callApi(assetsApi.createAssetRequest, { body }, { toastErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setRefusal(undefined);
    const found: Partial<Record<Field, string>> = {};
    const parsed = ZAssetRequestCreateSchema.safeParse(values);
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    if (!values.assetType) found.assetType = 'Choose an asset type.';
    if (!values.neededBy) found.neededBy = 'Choose the date it is needed by.';
    else if (values.neededBy < today) found.neededBy = 'The date needed by cannot be in the past.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Your asset request was sent for approval.');
        void navigate(ASSET_LIST_PATH);
      },
      onError: (error) => {
        setRefusal(error.message);
        if (error instanceof HttpError) setErrors(serverFieldErrors(error.body, FIELDS));
      },
    });
  };
  const describedBy = (name: Field) => describedByIds(name, errors[name] !== undefined);
  const invalid = (name: Field) => (errors[name] ? true : undefined);

  return (
    <>
      <PageHeader
        title="Asset Request"
        description="Ask IT for a laptop, a monitor or anything else you need for work."
      />
      <Card className="max-w-2xl">
        <form onSubmit={submit} noValidate className="contents">
          <CardContent className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="grid content-start gap-2">
                <Label htmlFor="assetType">Asset type</Label>
                <NativeSelect
                  id="assetType"
                  value={values.assetType}
                  onChange={set('assetType')}
                  aria-invalid={invalid('assetType')}
                  aria-describedby={describedBy('assetType')}
                >
                  <option value="">Choose an asset type</option>
                  {types.map((t) => (
                    <option key={t.code} value={t.code}>
                      {t.label}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError id="assetType-error">{errors.assetType}</FieldError>
              </div>
              <div className="grid content-start gap-2">
                <Label htmlFor="neededBy">Needed by</Label>
                <DateField
                  id="neededBy"
                  min={today}
                  value={values.neededBy}
                  onChange={(day) => setValues({ ...values, neededBy: day })}
                  aria-invalid={invalid('neededBy')}
                  aria-describedby={describedBy('neededBy')}
                />
                <FieldError id="neededBy-error">
                  {errors.neededBy?.startsWith('must be a date') ? 'Choose a date.' : errors.neededBy}
                </FieldError>
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="reason">Reason</Label>
              <Textarea
                id="reason"
                rows={3}
                maxLength={500}
                value={values.reason}
                onChange={set('reason')}
                aria-invalid={invalid('reason')}
                aria-describedby={describedBy('reason')}
              />
              <FieldError id="reason-error">{errors.reason}</FieldError>
            </div>
            <FormAlert message={refusal} />
          </CardContent>
          <FormFooter pending={create.isPending} />
        </form>
      </Card>
    </>
  );
}
