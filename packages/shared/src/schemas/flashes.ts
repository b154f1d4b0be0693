import { z } from 'zod';
import { listOf } from './common';
import { ROLES } from '../roles';

/** How loud a flash is: CRITICAL ones cannot be dismissed. */
export const FLASH_SEVERITIES = ['INFO', 'WARNING', 'CRITICAL'] as const;
export type FlashSeverity = (typeof FLASH_SEVERITIES)[number];

/** Where a flash stands now: before its window, inside it, after it. */
export const FLASH_STATUSES = ['SCHEDULED', 'LIVE', 'ENDED'] as const;
export type FlashStatus = (typeof FLASH_STATUSES)[number];

const ZInstantSchema = z.iso.datetime({ offset: true, error: 'Choose a date and time (ISO 8601, with its offset).' });

/** What a flash manager writes: the message, its severity, its window and whom it is for (no roles: everyone). */
export const ZFlashRequestSchema = z
  .object({
    message: z
      .string({ error: 'Write the message.' })
      .trim()
      .min(1, 'Write the message.')
      .max(500, 'The message can be at most 500 characters.'),
    severity: z.enum(FLASH_SEVERITIES, { error: 'Choose a severity: INFO, WARNING or CRITICAL.' }),
    visibleFrom: ZInstantSchema,
    visibleUntil: ZInstantSchema,
    audience: z
      .array(z.enum(ROLES, { error: `Choose the audience from the roles: ${listOf(ROLES)}.` }))
      .max(ROLES.length)
      .default([])
      .transform((roles) => [...new Set(roles)])
      .describe('The roles the flash is for; empty for everyone'),
  })
  .refine((f) => Date.parse(f.visibleUntil) > Date.parse(f.visibleFrom), {
    path: ['visibleUntil'],
    message: 'The end must be after the start.',
  });
export type TFlashRequest = z.input<typeof ZFlashRequestSchema>;

export const ZFlashSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  severity: z.enum(FLASH_SEVERITIES),
  visibleFrom: z.string(),
  visibleUntil: z.string(),
  audience: z.array(z.enum(ROLES)),
  status: z.enum(FLASH_STATUSES),
  createdBy: z.string().describe("The author's name"),
  createdAt: z.string(),
});
export type TFlash = z.infer<typeof ZFlashSchema>;

/** What the banner shows of a live flash. */
export const ZActiveFlashSchema = ZFlashSchema.pick({
  id: true,
  message: true,
  severity: true,
  visibleFrom: true,
  visibleUntil: true,
});
export type TActiveFlash = z.infer<typeof ZActiveFlashSchema>;
