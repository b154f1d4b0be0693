import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config';

export interface MailMessage {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

/** SMTP is the one part outside this server; a send that fails throws, for the job to retry. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * nodemailer from SMTP_URL: smtp:// upgrades with STARTTLS whenever the server offers it, smtps:// is TLS from the
 * start. Short timeouts, so that a server that does not answer fails a run rather than holding it for minutes.
 */
export function smtpMailer(config: MailConfig): Mailer {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: config.from, ...message });
    },
    close: () => transport.close(),
  };
}
