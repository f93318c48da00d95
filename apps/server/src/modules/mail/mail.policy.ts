/**
 * Who may read the dev mailbox (D-106, docs/contract-identity.md): by MAILBOX access — 'admins': the tenant's admin
 * group, and to anyone else, signed out included, the route does not exist (NotFound, so its existence is not
 * revealed); 'open' (tests, development): anyone; 'off': the handler answers NotFound to everyone.
 */
import { notFoundError } from '../../core/errors.js';
import { ADMIN, allowAnyOf, publicAccess, type AccessRule } from '../permissions/index.js';
import type { MailboxAccess } from './mailer.js';

const hidden = () => notFoundError('Route not found');

const MAILBOX_ADMINS = allowAnyOf([ADMIN], { note: 'others get NotFound', refused: hidden, anonymous: hidden });
const MAILBOX_OPEN = publicAccess('MAILBOX open or off');

export function mailboxRule(access: MailboxAccess): AccessRule {
  return access === 'admins' ? MAILBOX_ADMINS : MAILBOX_OPEN;
}
