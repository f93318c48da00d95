/**
 * Rendering an outgoing email for one recipient (D-584): pure, so the send job, the test send and the unit tests run
 * the same code. Merge fields {{name}} in the subject and body take the recipient's values; an unknown one stays as
 * written (a typo shows in the test send instead of vanishing). The body is plain text: the text part is it as merged;
 * the HTML part escapes it, makes paragraphs of blank-line-separated blocks (single line breaks kept) and turns web
 * addresses into links.
 */
import { escapeHtml } from '../mail/index.js';

export const MERGE_FIELDS = ['firstName', 'lastName', 'fullName', 'email', 'startupName', 'organisationName'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const FIELD = /\{\{\s*([A-Za-z]+)\s*\}\}/g;
const isMergeField = (name: string): name is MergeField => (MERGE_FIELDS as readonly string[]).includes(name);

/** `text` with every known {{field}} replaced by its value; unknown ones are left as they are. */
export function mergeFields(text: string, values: MergeValues): string {
  return text.replace(FIELD, (whole, name: string) => (isMergeField(name) ? values[name] : whole));
}

/** The merge values of a recipient; a missing part is empty, the full name falls back to first and last name. */
export function mergeValuesOf(person: {
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string;
  startupName: string | null;
  organisationName: string;
}): MergeValues {
  const firstName = person.firstName?.trim() ?? '';
  const lastName = person.lastName?.trim() ?? '';
  const fullName = person.fullName?.trim() || [firstName, lastName].filter(Boolean).join(' ');
  return { firstName, lastName, fullName, email: person.email, startupName: person.startupName ?? '', organisationName: person.organisationName };
}

/** http(s) addresses and www. ones; punctuation that ends a sentence is not part of the link. */
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]'"]+$/;

/** One block of plain text as HTML: escaped, web addresses as links, line breaks kept. */
function paragraphHtml(block: string): string {
  let html = '';
  let last = 0;
  for (const match of block.matchAll(WEB_ADDRESS)) {
    const raw = match[0];
    const address = raw.replace(TRAILING, '');
    const start = match.index;
    html += escapeHtml(block.slice(last, start));
    const href = address.toLowerCase().startsWith('www.') ? `https://${address}` : address;
    html += `<a href="${escapeHtml(href)}">${escapeHtml(address)}</a>`;
    last = start + address.length;
  }
  html += escapeHtml(block.slice(last));
  return html.replace(/\r?\n/g, '<br>\n');
}

/** The HTML part of a plain-text body: one <p> per blank-line-separated block. */
export function bodyHtml(text: string): string {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) => `<p>${paragraphHtml(block)}</p>`)
    .join('\n');
}

/** A subject is one line: merged values (or a pasted subject) must not smuggle a line break into the header. */
const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();

export function renderEmail(email: { subject: string; body: string }, values: MergeValues): RenderedEmail {
  const text = mergeFields(email.body, values);
  return { subject: oneLine(mergeFields(email.subject, values)), text, html: bodyHtml(text) };
}
