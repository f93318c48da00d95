/** Addresses of the emails area's pages (D-584), as the route table has them. */

export const EMAILS_MANAGEMENT_PATH = '/emails/management';
export const EMAIL_TEMPLATES_PATH = '/emails/templates';
export const CONTENT_TEMPLATES_PATH = '/emails/content-templates';

export function emailPath(emailId: string): string {
  return `/emails/email/${emailId}`;
}
