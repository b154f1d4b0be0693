import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  MAX_RECEIPTS,
  RECEIPT_REQUIRED_ABOVE,
  type TReimbursementCreate,
} from '@staffdesk/shared/schemas/reimbursements';
import type { TUploadedFile } from '@staffdesk/shared/schemas/files';
import { FilePicker } from '@/components/attachments/file-picker';
import { FormControl } from '@/components/form/form-control';
import { FormDescription } from '@/components/form/form-description';
import { FormField } from '@/components/form/form-field';
import { FormItem } from '@/components/form/form-item';
import { FormMessage } from '@/components/form/form-message';

/** The claim's receipts, uploaded as they are chosen; the form holds their ids. */
export function ReceiptsField({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { control } = useFormContext<TReimbursementCreate>();
  const [receipts, setReceipts] = useState<TUploadedFile[]>([]);
  return (
    <FormField
      control={control}
      name="receiptIds"
      id="receiptIds"
      render={({ field }) => (
        <FormItem>
          <span className="text-sm font-medium">Receipts</span>
          <FormDescription>
            Up to {MAX_RECEIPTS}; at least one for an amount above ₹{RECEIPT_REQUIRED_ABOVE}.
          </FormDescription>
          <FormControl>
            <FilePicker
              category="RECEIPT"
              value={receipts}
              onChange={(files) => {
                setReceipts(files);
                field.onChange(files.map((r) => r.id));
              }}
              max={MAX_RECEIPTS}
              label="Add receipts"
              onBusyChange={onBusyChange}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
