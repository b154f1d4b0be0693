import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@staffdesk/shared/schemas/notifications';

/** The settings screen, where a person changes what reaches them by email. */
const SETTINGS_PATH = '/ui/settings';

export interface EmailedNotification {
  title: string;
  body: string;
  link: string | null;
  kind: string;
  createdAt: Date;
}

/** Approve and reject addresses of a request to decide. */
export interface DecisionLinks {
  approve: string;
  reject: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const linkOf = (publicUrl: string, path: string | null) => `${publicUrl}${path ?? '/ui/notifications'}`;

const kindLabel = (kind: string) => NOTIFICATION_KIND_LABELS[kind as NotificationKind]?.label ?? 'Notifications';

function page(title: string, inner: string, publicUrl: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
    '<body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,sans-serif;color:#18181b">' +
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">' +
    inner +
    '<p style="margin-top:32px;font-size:12px;color:#52525b">You get this email because of your notification ' +
    `settings. <a href="${escapeHtml(linkOf(publicUrl, SETTINGS_PATH))}">Change them on Settings</a>.</p>` +
    '</div></body></html>'
  );
}

const button = (href: string, label: string, colour: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;` +
  `border-radius:6px;background:${colour};color:#fff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;

/** One notification: its title as the subject, its words, a link that opens it, and for a decision two more. */
export function notificationEmail(
  recipient: string,
  n: EmailedNotification,
  publicUrl: string,
  decision?: DecisionLinks,
): { subject: string; text: string; html: string } {
  const open = linkOf(publicUrl, n.link);
  const text = [
    `Hello ${recipient},`,
    '',
    n.body,
    '',
    `Open it in Staffdesk: ${open}`,
    ...(decision
      ? [
          '',
          `Approve: ${decision.approve}`,
          `Reject: ${decision.reject}`,
          'Each link asks you to confirm, and works once within 48 hours.',
        ]
      : []),
    '',
    `You get this email because of your notification settings. Change them on Settings: ${linkOf(publicUrl, SETTINGS_PATH)}`,
  ].join('\n');
  const html = page(
    n.title,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(n.title)}</h1>` +
      `<p>Hello ${escapeHtml(recipient)},</p><p>${escapeHtml(n.body)}</p>` +
      `<p>${button(open, 'Open in Staffdesk', '#2563eb')}</p>` +
      (decision
        ? `<p>${button(decision.approve, 'Approve', '#15803d')}${button(decision.reject, 'Reject', '#b91c1c')}</p>` +
          '<p style="font-size:13px;color:#52525b">Each link asks you to confirm, and works once within 48 hours.</p>'
        : ''),
    publicUrl,
  );
  return { subject: n.title, text, html };
}

/** The day's notifications of the kinds a person chose a digest for, newest first, in one email. */
export function digestEmail(
  recipient: string,
  items: readonly EmailedNotification[],
  publicUrl: string,
): { subject: string; text: string; html: string } {
  const subject = `Your day in Staffdesk: ${items.length} ${items.length === 1 ? 'notification' : 'notifications'}`;
  const text = [
    `Hello ${recipient},`,
    '',
    `Here is what happened in Staffdesk today.`,
    ...items.flatMap((n) => ['', `${n.title} (${kindLabel(n.kind)})`, n.body, linkOf(publicUrl, n.link)]),
    '',
    `You get this email because of your notification settings. Change them on Settings: ${linkOf(publicUrl, SETTINGS_PATH)}`,
  ].join('\n');
  const html = page(
    subject,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>` +
      `<p>Hello ${escapeHtml(recipient)},</p><p>Here is what happened in Staffdesk today.</p>` +
      items
        .map(
          (n) =>
            '<div style="border-top:1px solid #e4e4e7;padding:12px 0">' +
            `<a href="${escapeHtml(linkOf(publicUrl, n.link))}" style="font-weight:600;color:#2563eb">` +
            `${escapeHtml(n.title)}</a> <span style="font-size:12px;color:#52525b">${escapeHtml(kindLabel(n.kind))}</span>` +
            `<p style="margin:4px 0 0">${escapeHtml(n.body)}</p></div>`,
        )
        .join(''),
    publicUrl,
  );
  return { subject, text, html };
}
