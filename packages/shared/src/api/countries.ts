import { z } from 'zod';
import { ZCountryCodeParamsSchema, ZCountrySchema, ZStateSchema } from '../schemas/countries';
import { defineEndpoints } from './endpoint';
import { TAGS } from './tags';

/** The countries service of spec section 7 ("External"), served from a maintained package's data. */
export const countriesApi = defineEndpoints(TAGS.countries, {
  countries: {
    method: 'GET',
    path: '/countries',
    access: 'signed-in',
    summary: 'Every country, by name',
    description: 'The same for everyone and seldom changing: the browser may keep it for a day (Cache-Control).',
    success: { status: 200, description: 'The countries, by name.', schema: z.array(ZCountrySchema) },
  },
  countryStates: {
    method: 'GET',
    path: '/countries/{code}/states',
    access: 'signed-in',
    summary: "A country's states, provinces and territories, by name",
    description: 'Empty for a country without subdivisions. The browser may keep it for a day (Cache-Control).',
    params: ZCountryCodeParamsSchema,
    success: { status: 200, description: 'The states, by name.', schema: z.array(ZStateSchema) },
    errors: { 404: 'No country has this code.' },
  },
});
