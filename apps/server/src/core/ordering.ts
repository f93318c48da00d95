/**
 * Ordered lists people arrange by hand (the resource library's sections and resources, a course's chapters and
 * lessons): the new order of their ids, written back as dense positions 0, 1, 2… by the caller. Defined once, here.
 */

/** Renumbers `ids` 0, 1, 2…, after swapping `id` with its neighbour at `offset` (a no-op at either end). */
export function reordered(ids: string[], id: string, offset: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * `ids` with `id` put at the 0-based `index`, clamped to the list (taken out first when it is already in it, so an
 * item moved within its list and one coming from another list land at the same place).
 */
export function movedTo(ids: readonly string[], id: string, index: number): string[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.min(Math.max(Math.trunc(index), 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
