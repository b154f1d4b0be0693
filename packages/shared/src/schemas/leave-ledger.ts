import { z } from 'zod';

/** What adds days to a balance: positive entries. */
export const LEDGER_CREDIT_KINDS = ['ACCRUAL', 'CARRY_FORWARD', 'COMP_OFF_EARNED', 'RETURNED'] as const;
/** What takes days away: negative entries. */
export const LEDGER_DEBIT_KINDS = ['LAPSE', 'ENCASHMENT', 'COMP_OFF_EXPIRED', 'TAKEN'] as const;
/** HR's correction, either way. */
export const LEDGER_KINDS = [...LEDGER_CREDIT_KINDS, ...LEDGER_DEBIT_KINDS, 'ADJUSTMENT'] as const;
export type TLedgerKind = (typeof LEDGER_KINDS)[number];

/** As a person reads them. */
export const LEDGER_KIND_LABELS: Record<TLedgerKind, string> = {
  ACCRUAL: 'Accrued',
  CARRY_FORWARD: 'Carried forward',
  COMP_OFF_EARNED: 'Comp-off earned',
  RETURNED: 'Leave returned',
  LAPSE: 'Lapsed',
  ENCASHMENT: 'Encashed',
  COMP_OFF_EXPIRED: 'Comp-off expired',
  TAKEN: 'Leave taken',
  ADJUSTMENT: 'Adjusted by HR',
};

/** The largest adjustment either way: a year's leave, not a typing slip. */
export const MAX_ADJUSTMENT_DAYS = 100;

export const ZLedgerEntrySchema = z.object({
  id: z.number().int(),
  date: z.iso.date(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed: positive adds to the balance. */
  days: z.number(),
  note: z.string(),
  /** The leave request it came from. */
  requestId: z.number().int().nullable(),
  /** The job run that wrote it. */
  jobRunId: z.number().int().nullable(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntrySchema>;

/** A balance's entries, oldest first; `total` is their sum, the balance's available plus pending. */
export const ZLedgerSchema = z.object({
  balanceId: z.number().int(),
  typeLabel: z.string(),
  year: z.number().int(),
  entries: z.array(ZLedgerEntrySchema),
  total: z.number(),
  pending: z.number(),
  available: z.number(),
});
export type TLedger = z.infer<typeof ZLedgerSchema>;

export const ZBalanceAdjustmentSchema = z.object({
  balanceId: z.number({ error: 'Say which balance to adjust.' }).int('Say which balance to adjust.').positive(),
  days: z
    .number({ error: 'Enter the days as a number, negative to take days away.' })
    .refine((d) => d !== 0, 'Enter a number of days other than 0.')
    .refine(
      (d) => Math.abs(d) <= MAX_ADJUSTMENT_DAYS,
      `An adjustment can be at most ${MAX_ADJUSTMENT_DAYS} days either way.`,
    )
    .multipleOf(0.25, 'Enter the days in quarters at most, such as 1.25 or -0.5.'),
  reason: z
    .string({ error: 'Say why the balance changes: the employee reads it.' })
    .trim()
    .min(1, 'Say why the balance changes: the employee reads it.')
    .max(500, 'Keep the reason within 500 characters.'),
});
export type TBalanceAdjustment = z.infer<typeof ZBalanceAdjustmentSchema>;
