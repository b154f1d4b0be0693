import { z } from 'zod';

/** DOMAIN.md: mediclaim and PF links: title, URL (https only), description, order. */
export const BENEFIT_LINK_KINDS = ['MEDICLAIM', 'PF'] as const;
export type BenefitLinkKind = (typeof BENEFIT_LINK_KINDS)[number];

export const ZBenefitLinkInputSchema = z.object({
  title: z
    .string({ error: 'Give a title.' })
    .trim()
    .min(2, 'Give a title of at least 2 characters.')
    .max(100, 'The title can be at most 100 characters.'),
  url: z
    .string({ error: 'Give the link.' })
    .trim()
    .max(2000, 'The link can be at most 2000 characters.')
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' && url.hostname.length > 0;
      } catch {
        return false;
      }
    }, 'Give the link as a full https:// address.'),
  description: z.string().trim().max(500, 'The description can be at most 500 characters.').default(''),
  sortOrder: z
    .number({ error: 'Enter the order as a number.' })
    .int('Enter the order as a whole number.')
    .min(0, 'The order must be between 0 and 1000.')
    .max(1000, 'The order must be between 0 and 1000.')
    .default(0),
});
export type TBenefitLinkInput = z.input<typeof ZBenefitLinkInputSchema>;

export const ZBenefitLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type TBenefitLink = z.infer<typeof ZBenefitLinkSchema>;
export const ZBenefitLinkListSchema = z.object({ items: z.array(ZBenefitLinkSchema) });
