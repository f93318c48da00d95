/**
 * The server's refusals of the funnels API read "field: text" with texts of APPLICATIONS_MESSAGES (packages/domain);
 * parseServerMessage finds the field path and the message key so the page shows them translated and points at the
 * round they name. Pure (unit-tested); a message it does not know stays as the server wrote it.
 */
import { APPLICATIONS_MESSAGES, type ApplicationsMessageKey } from '@hatchery/domain';

export interface ServerMessage {
  /** The field path as sent ("closesAt", "rounds.2.formId"); null when the message names none. */
  path: string | null;
  /** The last field name of the path ("formId"). */
  field: string | null;
  /** The round index a "rounds.N." path names. */
  roundIndex: number | null;
  key: ApplicationsMessageKey | null;
  text: string;
}

const KEY_BY_TEXT = new Map<string, ApplicationsMessageKey>(
  (Object.entries(APPLICATIONS_MESSAGES) as Array<[ApplicationsMessageKey, string]>).map(([key, text]) => [text, key]),
);

export function parseServerMessage(message: string): ServerMessage {
  const match = /^([A-Za-z0-9_.]+): (.+)$/s.exec(message.trim());
  const path = match ? match[1]! : null;
  const text = match ? match[2]! : message.trim();
  const segments = path ? path.split('.') : [];
  const round = segments[0] === 'rounds' && segments[1] !== undefined && /^\d+$/.test(segments[1]) ? Number(segments[1]) : null;
  // The field a person recognises: the round's own field ("formId"), else the top field ("rounds", "closesAt").
  const field = round !== null ? (segments.slice(2).find((s) => !/^\d+$/.test(s)) ?? null) : (segments[0] ?? null);
  return { path, field, roundIndex: round, key: KEY_BY_TEXT.get(text) ?? null, text };
}

/** The GraphQL error messages of an Apollo error (or of a plain Error). */
export function graphQLMessages(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors)) return errors.flatMap((e) => (typeof (e as { message?: unknown })?.message === 'string' ? [(e as { message: string }).message] : []));
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? [message] : [];
}
