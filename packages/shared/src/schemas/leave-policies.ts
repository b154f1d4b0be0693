import { z } from 'zod';
import { formatIsoDate } from '../dates';
import { ZIsoDateSchema } from './common';
import { ZChosenLeaveTypeSchema } from './leave';

/** How a policy adds days: the whole year on January 1, a share each month, or not at all (comp-off is earned). */
export const ACCRUAL_KINDS = ['YEARLY', 'MONTHLY', 'NONE'] as const;
/** A monthly accrual on the 1st, or on the date of the employee's joining day. */
export const ACCRUAL_DAYS = ['FIRST', 'JOINING_DAY'] as const;

const days = (what: string, max: number) =>
  z
    .number({ error: `Enter ${what} as a number of days.` })
    .min(0, `Enter ${what} as 0 or more days.`)
    .max(max, `Enter ${what} as at most ${max} days.`)
    .multipleOf(0.25, `Enter ${what} in quarter days at most, such as 1.25.`);
const whole = (what: string, max: number) =>
  z
    .number({ error: `Enter ${what} as a whole number.` })
    .int(`Enter ${what} as a whole number.`)
    .min(0, `Enter ${what} as 0 or more.`)
    .max(max, `Enter ${what} as at most ${max}.`);
/** Left out or null: the rule does not apply. */
const optional = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

export const ZTenureStepSchema = z.object({
  afterYears: whole('the years of service', 50).min(1, 'Enter the years of service as 1 or more.'),
  accrualDays: days('the days accrued after those years', 100),
});
export type TTenureStep = z.infer<typeof ZTenureStepSchema>;

/** A new version of a leave type's policy, in force from `effectiveFrom` until the next version. */
export const ZLeavePolicyInputSchema = z
  .object({
    typeCode: ZChosenLeaveTypeSchema,
    effectiveFrom: ZIsoDateSchema,
    accrual: z.enum(ACCRUAL_KINDS, { error: 'Choose how days accrue: Yearly, Monthly or None.' }),
    accrualDays: days('the days accrued', 100).default(0),
    accrualDay: z
      .enum(ACCRUAL_DAYS, { error: 'Choose when monthly days accrue: the 1st or the joining day.' })
      .default('FIRST'),
    tenureSteps: z.array(ZTenureStepSchema).max(10, 'Enter at most 10 tenure steps.').default([]),
    carryForwardCap: optional(days('the carry-forward cap', 365)),
    carryForwardExpiryMonths: optional(whole('the months before carried days expire', 120)),
    encashmentCap: optional(days('the encashment cap', 365)),
    minNoticeDays: optional(whole('the days of notice', 365)),
    maxConsecutiveDays: optional(whole('the consecutive working days', 365).min(1, 'Allow at least 1 day in a row.')),
    sandwich: z.boolean({ error: 'Say whether the sandwich rule applies.' }).default(false),
    halfDays: z.boolean({ error: 'Say whether half days are allowed.' }).default(true),
    hourly: z.boolean({ error: 'Say whether hourly leave is allowed.' }).default(false),
    maxHoursPerMonth: optional(whole('the hours a month', 744)),
    negativeAllowedDays: days('the days below zero allowed', 365).default(0),
    probationMonths: optional(whole('the months of probation', 60)),
    attachmentBeyondDays: optional(days('the days beyond which an attachment is needed', 365)),
    compOffExpiryDays: optional(whole('the days before comp-off expires', 3650)),
    note: z.string().trim().max(500, 'Keep the note within 500 characters.').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.accrual === 'NONE' && v.accrualDays !== 0)
      ctx.addIssue({ code: 'custom', path: ['accrualDays'], message: 'Enter 0 days when nothing accrues.' });
    if (v.accrual === 'NONE' && v.tenureSteps.length > 0)
      ctx.addIssue({ code: 'custom', path: ['tenureSteps'], message: 'Tenure steps need an accrual.' });
    const years = v.tenureSteps.map((s) => s.afterYears);
    if (years.some((y, i) => i > 0 && y <= years[i - 1]!))
      ctx.addIssue({ code: 'custom', path: ['tenureSteps'], message: 'List the tenure steps by years, each later.' });
    if (v.hourly && v.maxHoursPerMonth === null)
      ctx.addIssue({
        code: 'custom',
        path: ['maxHoursPerMonth'],
        message: 'Enter the hours a month hourly leave allows.',
      });
  });
export type TLeavePolicyInput = z.input<typeof ZLeavePolicyInputSchema>;

export const ZLeavePolicySchema = z.object({
  id: z.number().int(),
  typeCode: z.string(),
  typeLabel: z.string(),
  effectiveFrom: z.iso.date(),
  accrual: z.enum(ACCRUAL_KINDS),
  accrualDays: z.number(),
  accrualDay: z.enum(ACCRUAL_DAYS),
  tenureSteps: z.array(ZTenureStepSchema),
  carryForwardCap: z.number().nullable(),
  carryForwardExpiryMonths: z.number().int().nullable(),
  encashmentCap: z.number().nullable(),
  minNoticeDays: z.number().int().nullable(),
  maxConsecutiveDays: z.number().int().nullable(),
  sandwich: z.boolean(),
  halfDays: z.boolean(),
  hourly: z.boolean(),
  maxHoursPerMonth: z.number().int().nullable(),
  negativeAllowedDays: z.number(),
  probationMonths: z.number().int().nullable(),
  attachmentBeyondDays: z.number().nullable(),
  compOffExpiryDays: z.number().int().nullable(),
  note: z.string(),
  /** Whether it is the version in force today, one still to come, or one replaced. */
  state: z.enum(['IN_FORCE', 'UPCOMING', 'PAST']),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TLeavePolicy = z.infer<typeof ZLeavePolicySchema>;

/** Each leave type's policy in force today (or its next one if none is yet), and with `type`, every version. */
export const ZLeavePolicyListSchema = z.object({
  items: z.array(ZLeavePolicySchema),
  history: z.array(ZLeavePolicySchema),
});
export type TLeavePolicyList = z.infer<typeof ZLeavePolicyListSchema>;

export const ZLeavePolicyQuerySchema = z.object({
  type: z
    .string()
    .trim()
    .max(40, 'Choose a leave type from the list.')
    .transform((v) => v.toUpperCase())
    .optional(),
});

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

type PolicyRules = Pick<
  TLeavePolicy,
  | 'accrual'
  | 'accrualDays'
  | 'accrualDay'
  | 'tenureSteps'
  | 'carryForwardCap'
  | 'carryForwardExpiryMonths'
  | 'encashmentCap'
  | 'minNoticeDays'
  | 'maxConsecutiveDays'
  | 'sandwich'
  | 'halfDays'
  | 'hourly'
  | 'maxHoursPerMonth'
  | 'negativeAllowedDays'
  | 'probationMonths'
  | 'attachmentBeyondDays'
  | 'compOffExpiryDays'
>;

/** How days come in: "1.25 days a month on the 1st; 1.5 after 3 years". */
export function describeAccrual(p: PolicyRules): string {
  if (p.accrual === 'NONE') return 'Earned, not accrued';
  const base =
    p.accrual === 'YEARLY'
      ? `${plural(p.accrualDays, 'day')} a year, up front`
      : `${plural(p.accrualDays, 'day')} a month, on ${p.accrualDay === 'FIRST' ? 'the 1st' : 'the joining day'}`;
  const steps = p.tenureSteps.map((s) => `${s.accrualDays} after ${plural(s.afterYears, 'year')}`);
  return [base, ...steps].join('; ');
}

/**
 * The rules a person asking for leave meets, each in a few words, in the order the form checks them. Hourly leave
 * and attachments stay out until a request can carry hours or a file: the form would name a rule nobody can meet.
 */
export function describeLeaveRules(p: PolicyRules): string[] {
  const rules: string[] = [];
  if (p.minNoticeDays) rules.push(`${plural(p.minNoticeDays, "day's", "days'")} notice`);
  else if (p.minNoticeDays === 0) rules.push('no notice needed');
  if (p.maxConsecutiveDays) rules.push(`at most ${plural(p.maxConsecutiveDays, 'working day')} in a row`);
  if (p.sandwich) rules.push('sandwich rule applies');
  if (!p.halfDays) rules.push('no half days');
  if (p.negativeAllowedDays > 0) rules.push(`down to ${plural(p.negativeAllowedDays, 'day')} below zero`);
  if (p.probationMonths) rules.push(`open ${plural(p.probationMonths, 'month')} after joining`);
  return rules;
}

/** What happens at the year's end and to earned days. */
export function describeYearEnd(p: PolicyRules): string[] {
  const lines: string[] = [];
  if (p.carryForwardCap)
    lines.push(
      `carry forward up to ${plural(p.carryForwardCap, 'day')}` +
        (p.carryForwardExpiryMonths ? `, expiring after ${plural(p.carryForwardExpiryMonths, 'month')}` : ''),
    );
  else lines.push('no carry-forward');
  if (p.encashmentCap) lines.push(`encash up to ${plural(p.encashmentCap, 'day')}`);
  if (p.compOffExpiryDays) lines.push(`earned days expire after ${plural(p.compOffExpiryDays, 'day')}`);
  return lines;
}

/** "In force from January 01, 2026". */
export const describeEffective = (p: Pick<TLeavePolicy, 'effectiveFrom' | 'state'>): string =>
  `${p.state === 'UPCOMING' ? 'Takes effect' : 'In force from'} ${formatIsoDate(p.effectiveFrom)}`;
