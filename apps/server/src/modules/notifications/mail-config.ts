import { z } from 'zod';
import { ZPublicUrl } from '../../public-url';

/** SMTP for email notifications (docs/decisions/024-email.md). */
export interface MailConfig {
  /** smtp:// upgrades with STARTTLS where the server offers it; smtps:// is TLS from the start. */
  smtpUrl: string;
  from: string;
  /** The portal's address as people reach it, without a trailing slash: the links in emails. */
  publicUrl: string;
}

const ZMailEnvSchema = z.object({
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
  MAIL_FROM: z.string().trim().min(3, 'must be a sender address, such as Staffdesk <hr@example.com>').optional(),
  PUBLIC_URL: ZPublicUrl.optional(),
});

/**
 * The email variables, or the message of the first wrong one (config.ts stops the start with it). Without SMTP_URL
 * email is off; with it, a sender and the portal's address are needed, or mail would go out nobody can follow.
 */
export function readMailConfig(env: Record<string, string | undefined>): MailConfig | undefined | string {
  const parsed = ZMailEnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `${String(issue.path[0])}: ${issue.message}`;
  }
  const { SMTP_URL: smtpUrl, MAIL_FROM: from, PUBLIC_URL: publicUrl } = parsed.data;
  if (!smtpUrl) return undefined;
  if (!from) return 'MAIL_FROM: missing; email (SMTP_URL) needs a sender address';
  if (!publicUrl) return "PUBLIC_URL: missing; email (SMTP_URL) needs the portal's address for its links";
  return { smtpUrl, from, publicUrl };
}
