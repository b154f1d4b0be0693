import { z } from 'zod';

/** PUBLIC_URL, the portal's address as people reach it, without a trailing slash: sign-in and email links read it. */
export const ZPublicUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, such as https://hr.example.com' })
  .transform((v) => v.replace(/\/+$/, ''));
