import { z } from 'zod';

/** A country of ISO 3166-1: its two-letter code, English name and flag. */
export const ZCountrySchema = z.object({
  code: z.string().describe('ISO 3166-1 alpha-2 code, e.g. IN'),
  name: z.string(),
  flag: z.string().describe('The flag as an emoji'),
});
export type TCountry = z.infer<typeof ZCountrySchema>;

/** A state, province or territory of a country (ISO 3166-2 subdivision). */
export const ZStateSchema = z.object({
  code: z.string().describe('The subdivision code within its country, e.g. KA for Karnataka'),
  name: z.string(),
});
export type TState = z.infer<typeof ZStateSchema>;

export const ZCountryCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Give the code as a two-letter country code (ISO 3166-1 alpha-2), such as IN.'),
});
