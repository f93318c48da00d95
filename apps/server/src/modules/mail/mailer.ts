/**
 * Outgoing mail behind one interface (DEVELOPERS.md, "Mail: SMTP when configured, else a dev mailbox").
 * `send` takes the tenant's data handle: the dev mailbox stores the message in that tenant's mail_messages.
 */
import { createTransport, type Transporter } from 'nodemailer';
import { mailMessages } from '../../db/schema/index.js';
import type { TenantData } from '../../http/context.js';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `smtp`: really sent; `mailbox`: kept in mail_messages for GET /api/dev/mailbox. */
  readonly kind: 'smtp' | 'mailbox';
  send(data: TenantData, mail: MailInput): Promise<void>;
  close(): Promise<void>;
}

/** Keeps every message in the tenant's dev mailbox instead of sending it. */
export function createMailboxMailer(): Mailer {
  return {
    kind: 'mailbox',
    send: async (data, mail) => {
      await data.run((tx) =>
        tx.insert(mailMessages).values({ incubatorId: data.incubatorId, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
      );
    },
    close: async () => undefined,
  };
}

/** Sends through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL), from MAIL_FROM. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (_data, mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: async () => transport.close(),
  };
}

export function createMailer(config: { smtpUrl: string | undefined; mailFrom: string }): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createMailboxMailer();
}

/** Whether GET /api/dev/mailbox answers: mail is not sent for real and this is not production (or DEV_MAILBOX=1). */
export function devMailboxEnabled(mailer: Mailer, config: { isProduction: boolean; devMailbox: boolean }): boolean {
  return mailer.kind === 'mailbox' && (!config.isProduction || config.devMailbox);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}
