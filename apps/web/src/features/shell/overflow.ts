/** CHR-02: which top-bar items fit and which go into the More menu. */
export const TOP_BAR_ITEM_SPACING = 16;
export const OVERFLOW_RECALC_DELAY_MS = 500;

/**
 * The number of items that fit in `available` pixels, each item taking its width plus 16 px spacing. When not all
 * fit, room is kept for the More button.
 */
export function visibleItemCount(itemWidths: readonly number[], available: number, moreWidth: number): number {
  const total = itemWidths.reduce((sum, w) => sum + w + TOP_BAR_ITEM_SPACING, 0);
  if (total <= available) return itemWidths.length;
  const room = available - moreWidth - TOP_BAR_ITEM_SPACING;
  let used = 0;
  let count = 0;
  for (const width of itemWidths) {
    used += width + TOP_BAR_ITEM_SPACING;
    if (used > room) break;
    count += 1;
  }
  return count;
}
