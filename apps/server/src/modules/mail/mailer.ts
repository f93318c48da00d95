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

/**
 * Who may read GET /api/dev/mailbox (and so /dev/mailbox). Only ever without SMTP, where it is the only place mail
 * can be read: to anyone in development and tests, or in production with DEV_MAILBOX=1 (demos, the e2e suite);
 * otherwise to the tenant's administrators, so that a fresh `npm start` can read its invitations (D-90).
 */
export type MailboxAccess = 'off' | 'open' | 'admins';

export function devMailboxAccess(mailer: Pick<Mailer, 'kind'>, config: { isProduction: boolean; devMailbox: boolean }): MailboxAccess {
  if (mailer.kind !== 'mailbox') return 'off';
  return !config.isProduction || config.devMailbox ? 'open' : 'admins';
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** The start-up log line saying where mail goes, so a newcomer without SMTP knows where to read it. */
export function mailDestination(config: { publicUrl: string; defaultTenant: string }, access: MailboxAccess): string {
  if (access === 'off') return 'Mail is sent through SMTP_URL';
  const base = new URL(config.publicUrl);
  const mailbox = `${base.protocol}//${config.defaultTenant}.${base.host}/dev/mailbox`;
  const who = access === 'admins' ? "the organisation's administrators read it" : 'read it';
  return `No SMTP_URL: mail is not sent but kept in the database; ${who} at ${mailbox} (each organisation at <slug>.${base.host}/dev/mailbox)`;
}
