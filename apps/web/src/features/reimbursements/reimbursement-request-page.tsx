import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reimbursementsApi } from '@staffdesk/shared/api/reimbursements';
import {
  MAX_RECEIPTS,
  RECEIPT_REQUIRED_ABOVE,
  REIMBURSEMENT_MAX_DAYS_BACK,
  ZReimbursementCreateSchema,
  type TReimbursementCreate,
} from '@staffdesk/shared/schemas/reimbursements';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { addDays } from '@staffdesk/shared/dates';
import { FilePicker } from '@/components/attachments/file-picker';
import { DateField } from '@/components/date-picker/date-field';
import { FormAlert } from '@/components/form-alert';
import { PageHeader } from '@/components/page-header';
import { describedByIds, readableFieldError, serverFieldErrors } from '@/components/field-messages';
import { REQUESTS_KEY } from '@/components/requests/request-family';
import { FormFooter } from '@/components/form-footer';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/api-client';
import { useMasterData } from '@/lib/api/get-master-data';
import { HttpError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useOfficeToday } from '@/lib/office-time';
import { REIMBURSEMENT_LIST_PATH } from './paths';

const FIELDS = ['category', 'expenseDate', 'amount', 'description', 'receiptIds'] as const;
type Field = (typeof FIELDS)[number];

/** The messages of the shared schema, by field (a receipt's own entry counts for the receipts). */
function schemaErrors(body: unknown): Partial<Record<Field, string>> {
  const parsed = ZReimbursementCreateSchema.safeParse(body);
  const found: Partial<Record<Field, string>> = {};
  if (parsed.success) return found;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (FIELDS.includes(field) && !found[field]) found[field] = issue.message;
  }
  return found;
}

/** The reimbursement request form: category, expense date, amount, description, and the receipts uploaded as they are chosen. */
export function ReimbursementRequestPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const master = useMasterData();
  const categories = master.data?.reimbursementCategories ?? [];
  const today = useOfficeToday();
  const earliest = addDays(today, -REIMBURSEMENT_MAX_DAYS_BACK);
  const [category, setCategory] = useState('');
  const [expenseDate, setExpenseDate] = useState('');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [receipts, setReceipts] = useState<TUploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const create = useMutation({
    mutationFn: (body: TReimbursementCreate) =>
      callApi(reimbursementsApi.createReimbursement, { body }, { toastErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || uploading) return;
    setRefusal(undefined);
    const body = {
      category,
      expenseDate,
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      description,
      receiptIds: receipts.map((r) => r.id),
    };
    const found = schemaErrors(body);
    if (!category) found.category = 'Choose a category.';
    if (!expenseDate) found.expenseDate = 'Choose the date of the expense.';
    else if (expenseDate > today) found.expenseDate = 'The expense date cannot be in the future.';
    if (amount.trim() === '' || Number.isNaN(body.amount)) found.amount = 'Enter the amount.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(body, {
      onSuccess: () => {
        toast.success('Your claim was sent for approval.');
        void navigate(REIMBURSEMENT_LIST_PATH);
      },
      onError: (error) => {
        setRefusal(error.message);
        if (error instanceof HttpError) setErrors(serverFieldErrors(error.body, FIELDS));
      },
    });
  };

  const message = (name: Field) => readableFieldError(errors[name], {});
  const describedBy = (name: Field, hint?: string) => describedByIds(name, errors[name] !== undefined, hint);

  return (
    <>
      <PageHeader title="Reimbursement Request" description="Claim an expense back, with its receipts." />
      <Card className="max-w-2xl">
        <form onSubmit={submit} noValidate className="contents">
          <CardContent className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="grid content-start gap-2">
                <Label htmlFor="category">Category</Label>
                <NativeSelect
                  id="category"
                  value={category}
                  onChange={(e) => setCategory(e.target.value)}
                  aria-invalid={errors.category ? true : undefined}
                  aria-describedby={describedBy('category')}
                >
                  <option value="">Choose a category</option>
                  {categories.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.label}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError id="category-error">{message('category')}</FieldError>
              </div>
              <div className="grid content-start gap-2">
                <Label htmlFor="expenseDate">Expense date</Label>
                <DateField
                  id="expenseDate"
                  min={earliest}
                  max={today}
                  value={expenseDate}
                  onChange={setExpenseDate}
                  aria-invalid={errors.expenseDate ? true : undefined}
                  aria-describedby={describedBy('expenseDate', 'expenseDate-hint')}
                />
                <p id="expenseDate-hint" className="text-xs text-muted-foreground">
                  Not in the future, at most {REIMBURSEMENT_MAX_DAYS_BACK} days ago.
                </p>
                <FieldError id="expenseDate-error">{message('expenseDate')}</FieldError>
              </div>
            </div>
            <div className="grid gap-2 sm:max-w-60">
              <Label htmlFor="amount">Amount (₹)</Label>
              <Input
                id="amount"
                type="number"
                inputMode="decimal"
                min="0.01"
                step="0.01"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-invalid={errors.amount ? true : undefined}
                aria-describedby={describedBy('amount')}
              />
              <FieldError id="amount-error">{message('amount')}</FieldError>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="description">Description</Label>
              <Textarea
                id="description"
                rows={3}
                maxLength={500}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={describedBy('description')}
              />
              <FieldError id="description-error">{message('description')}</FieldError>
            </div>
            <div className="grid gap-2">
              <span className="text-sm font-medium" id="receipts-label">
                Receipts
              </span>
              <p id="receipts-hint" className="text-xs text-muted-foreground">
                Up to {MAX_RECEIPTS}; at least one for an amount above ₹{RECEIPT_REQUIRED_ABOVE}.
              </p>
              <FilePicker
                category="RECEIPT"
                value={receipts}
                onChange={setReceipts}
                max={MAX_RECEIPTS}
                label="Add receipts"
                onBusyChange={setUploading}
                aria-invalid={errors.receiptIds ? true : undefined}
                aria-describedby={describedBy('receiptIds', 'receipts-hint')}
              />
              <FieldError id="receiptIds-error">{message('receiptIds')}</FieldError>
            </div>
            <FormAlert message={refusal} />
          </CardContent>
          <FormFooter pending={create.isPending} waiting={uploading} />
        </form>
      </Card>
    </>
  );
}
