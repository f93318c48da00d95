/**
 * Outgoing mail behind one interface (DEVELOPERS.md, "Mail: SMTP when configured, else a dev mailbox").
 * `send` takes the tenant's data handle: the dev mailbox stores the message in that tenant's mail_messages.
 */
import type { Transporter } from 'nodemailer';
import type { Tx } from '../../db/contract.js';
import { mailMessages } from '../../db/schema/index.js';
import type { TenantData } from '../../http/context.js';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A stable key for the message (the outbox row's id, D-385): SMTP sends it as the Message-ID, so a message sent again
   * after a crash between the send and its mark carries the same Message-ID and a receiver can drop the repeat.
   */
  messageKey?: string;
}

export interface Mailer {
  /** `smtp`: really sent; `mailbox`: kept in mail_messages for GET /api/dev/mailbox. */
  readonly kind: 'smtp' | 'mailbox';
  send(data: TenantData, mail: MailInput): Promise<void>;
  /**
   * The dev mailbox's delivery inside the caller's transaction (the outbox dispatcher marks the row sent in the same
   * one: exactly once, D-385). Absent for SMTP, which cannot take part in a database transaction.
   */
  storeInTx?(tx: Tx, incubatorId: string, mail: MailInput): Promise<void>;
  close(): Promise<void>;
}

/** Keeps every message in the tenant's dev mailbox instead of sending it. */
export function createMailboxMailer(): Mailer {
  const storeInTx = async (tx: Tx, incubatorId: string, mail: MailInput): Promise<void> => {
    await tx.insert(mailMessages).values({ incubatorId, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  };
  return {
    kind: 'mailbox',
    send: async (data, mail) => {
      await data.run((tx) => storeInTx(tx, data.incubatorId, mail));
    },
    storeInTx,
    close: async () => undefined,
  };
}

/** The Message-ID of a keyed message: `<key@domain of MAIL_FROM>` (RFC 5322 wants a domain on the right). */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'hatchery.invalid';
  return `<${key}@${domain}>`;
}

/** Sends through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL), from MAIL_FROM. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is imported with the first message (D-555: not at every start).
  let transport: Promise<Transporter> | undefined;
  const transportOf = () => (transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl)));
  return {
    kind: 'smtp',
    send: async (_data, mail) => {
      const messageId = mail.messageKey ? messageIdOf(mail.messageKey, from) : undefined;
      await (await transportOf()).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(messageId ? { messageId } : {}) });
    },
    close: async () => (await transport)?.close(),
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
