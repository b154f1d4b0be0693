import { z } from 'zod';
import { UI_BASE_PATH } from '../routes';

export const ZSignInProvidersSchema = z.object({
  /** False while password sign-in is off; break-glass accounts may still use it. */
  password: z.boolean(),
  oidc: z.object({ name: z.string(), loginUrl: z.string() }).nullable(),
});
export type TSignInProviders = z.infer<typeof ZSignInProvidersSchema>;

// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001F\u007F-\u009F\\]/;

/** A path inside the app (`/ui/…`), never an address elsewhere: '//host', a backslash or a control character. */
export const ZLocalUiPathSchema = z
  .string()
  .max(2000, 'redirectTo can be at most 2000 characters.')
  .refine(
    (v) =>
      (v === UI_BASE_PATH || v.startsWith(`${UI_BASE_PATH}/`)) && !v.startsWith('//') && !CONTROL_OR_BACKSLASH.test(v),
    `redirectTo must be a path of this app, starting with ${UI_BASE_PATH}/.`,
  );

export const ZOidcLoginQuerySchema = z.object({ redirectTo: ZLocalUiPathSchema.optional() });

/** What a provider sends back: the checks are the server's, so nothing here is refused with a 400. */
export const ZOidcCallbackQuerySchema = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

export const ZOidcHandoffRequestSchema = z.object({
  code: z.string({ error: 'Give the sign-in code.' }).min(1, 'Give the sign-in code.').max(200),
});
