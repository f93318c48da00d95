/** The identity mails (English), plain text and HTML, with links built from the request's origin. */
import type { MailInput } from '../../mail/index.js';
import { escapeHtml } from '../../mail/index.js';

interface LinkMail {
  to: string;
  incubatorName: string;
  link: string;
  firstName?: string | null;
}

function render(mail: LinkMail, subject: string, paragraphs: string[], action: string, closing: string): MailInput {
  const greeting = mail.firstName ? `Hello ${mail.firstName},` : 'Hello,';
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), `${action}: ${mail.link}`, '', closing, '', `— ${mail.incubatorName}`].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(closing)}</p>`,
    `<p>— ${escapeHtml(mail.incubatorName)}</p>`,
  ].join('\n');
  return { to: mail.to, subject, text, html };
}

export function resetPasswordMail(mail: LinkMail): MailInput {
  return render(
    mail,
    `Reset your ${mail.incubatorName} password`,
    [`We received a request to reset the password of your ${mail.incubatorName} account. The link below works once and expires in 1 hour.`],
    'Choose a new password',
    "If you did not ask for this, ignore this email: your password stays the same.",
  );
}

export function validationMail(mail: LinkMail): MailInput {
  return render(
    mail,
    `Confirm your email for ${mail.incubatorName}`,
    [`Please confirm that this is your email address to finish setting up your ${mail.incubatorName} account. The link expires in 7 days.`],
    'Confirm my email',
    'If you did not create an account, ignore this email.',
  );
}

export function invitationMail(mail: LinkMail & { inviterName: string }): MailInput {
  return render(
    mail,
    `You are invited to join ${mail.incubatorName}`,
    [`${mail.inviterName} invited you to join ${mail.incubatorName} on Hatchery. Set your name and password to get started. The invitation expires in 7 days.`],
    'Accept the invitation',
    'If you were not expecting this invitation, ignore this email.',
  );
}

/** After deleteMyAccount, to the address the account had: no link (there is nothing left to sign in to). */
export function accountDeletedMail(mail: { to: string; incubatorName: string; supportEmail: string | null }): MailInput {
  const subject = `Your ${mail.incubatorName} account was deleted`;
  const paragraphs = [
    'Hello,',
    `Your ${mail.incubatorName} account has been deleted at your request. Your profile and contact details were erased, you were signed out everywhere, and you no longer belong to any startup or program there.`,
    'What you contributed to the organisation (posts, comments, tasks, applications) stays with it, shown as written by "Deleted user".',
    mail.supportEmail
      ? `If you did not ask for this, contact ${mail.supportEmail} at once.`
      : `If you did not ask for this, contact ${mail.incubatorName} at once.`,
    `— ${mail.incubatorName}`,
  ];
  return {
    to: mail.to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
