import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { createMailer, devMailboxAccess, escapeHtml, mailDestination, messageIdOf } from './mailer.js';

describe('mail configuration', () => {
  it('defaults: dev mailbox, sessions idle 7 days and absolute 30 days', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toContain('@');
    expect(config.devMailbox).toBe(false);
    expect(config.sessionIdleMinutes).toBe(60 * 24 * 7);
    expect(config.sessionAbsoluteDays).toBe(30);
    expect(createMailer(config).kind).toBe('mailbox');
  });

  it('parses SMTP_URL, MAIL_FROM, DEV_MAILBOX and the session lifetimes; refuses bad values naming them', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Demo <hi@example.com>', DEV_MAILBOX: '1', SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_DAYS: '7' });
    expect(config).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example.com:465', mailFrom: 'Demo <hi@example.com>', devMailbox: true, sessionIdleMinutes: 30, sessionAbsoluteDays: 7 });
    expect(createMailer(config).kind).toBe('smtp');
    for (const [name, value] of [['SMTP_URL', 'http://x'], ['DEV_MAILBOX', 'yes'], ['SESSION_IDLE_MINUTES', '0'], ['SESSION_ABSOLUTE_DAYS', 'x']] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    }
  });

  it('serves the dev mailbox only without SMTP: open outside production or with DEV_MAILBOX=1, else to admins', () => {
    const mailbox = { kind: 'mailbox' as const, send: async () => undefined, close: async () => undefined };
    const smtp = { ...mailbox, kind: 'smtp' as const };
    expect(devMailboxAccess(mailbox, { isProduction: false, devMailbox: false })).toBe('open');
    expect(devMailboxAccess(mailbox, { isProduction: true, devMailbox: false })).toBe('admins');
    expect(devMailboxAccess(mailbox, { isProduction: true, devMailbox: true })).toBe('open');
    expect(devMailboxAccess(smtp, { isProduction: false, devMailbox: true })).toBe('off');
    expect(devMailboxAccess(smtp, { isProduction: true, devMailbox: false })).toBe('off');
  });

  it('gives an outbox message a stable Message-ID on the domain of MAIL_FROM (D-385)', () => {
    expect(messageIdOf('0b7c', 'Demo <hi@example.com>')).toBe('<0b7c@example.com>');
    expect(messageIdOf('0b7c', 'hi@mail.example.org')).toBe('<0b7c@mail.example.org>');
    expect(messageIdOf('0b7c', 'no address')).toBe('<0b7c@hatchery.invalid>');
  });

  it('says at start where mail goes', () => {
    const config = { publicUrl: 'http://localhost:3000', defaultTenant: 'demo' };
    expect(mailDestination(config, 'admins')).toContain('http://demo.localhost:3000/dev/mailbox');
    expect(mailDestination(config, 'admins')).toMatch(/administrators/);
    expect(mailDestination(config, 'off')).toMatch(/SMTP_URL/);
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
