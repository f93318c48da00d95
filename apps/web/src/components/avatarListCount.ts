/** LOC-15: how many avatars a list shows — 3 by default, 2 compact, up to `max` (default 5) in large mode. */
export type AvatarListMode = 'default' | 'compact' | 'large';

export const AVATAR_LIST_DEFAULT = 3;
export const AVATAR_LIST_COMPACT = 2;
export const AVATAR_LIST_MAX = 5;

export function avatarListSplit(total: number, mode: AvatarListMode = 'default', max = AVATAR_LIST_MAX): { shown: number; rest: number } {
  const limit = mode === 'compact' ? AVATAR_LIST_COMPACT : mode === 'large' ? Math.max(1, max) : AVATAR_LIST_DEFAULT;
  const shown = Math.min(total, limit);
  return { shown, rest: Math.max(0, total - shown) };
}
