import type { AccountDeletionBlock } from './documents';

/**
 * What a refused deleteMyAccount means for the page: a proof field that was wrong (extensions.field — the server's
 * ValidationError), a block that appeared since the page loaded (Forbidden with extensions.reason), or anything else
 * (shown as the app shows errors).
 */
export type DeletionRefusal =
  | { kind: 'field'; field: 'password' | 'confirmEmail' }
  | { kind: 'blocked'; reason: AccountDeletionBlock }
  | { kind: 'other' };

const BLOCKS: readonly string[] = ['ORGANISATION_SETTING', 'LAST_ADMINISTRATOR'] satisfies readonly AccountDeletionBlock[];

function firstExtensions(error: unknown): Record<string, unknown> | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const extensions = (errors[0] as { extensions?: unknown } | null)?.extensions;
  return typeof extensions === 'object' && extensions !== null ? (extensions as Record<string, unknown>) : null;
}

export function deletionRefusal(error: unknown): DeletionRefusal {
  const extensions = firstExtensions(error);
  if (!extensions) return { kind: 'other' };
  const { code, field, reason } = extensions;
  if (code === 'ValidationError' && (field === 'password' || field === 'confirmEmail')) return { kind: 'field', field };
  if (code === 'Forbidden' && typeof reason === 'string' && BLOCKS.includes(reason)) return { kind: 'blocked', reason: reason as AccountDeletionBlock };
  return { kind: 'other' };
}
