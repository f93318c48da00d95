import { describe, expect, it } from 'vitest';
import { TOP_BAR_ITEM_SPACING, visibleItemCount } from './overflow';

describe('top-bar overflow (CHR-02)', () => {
  it('keeps every item when they fit with 16 px spacing each', () => {
    expect(TOP_BAR_ITEM_SPACING).toBe(16);
    expect(visibleItemCount([100, 100, 100], 348, 60)).toBe(3);
  });
  it('counts the spacing: one pixel short moves items into More, keeping room for the More button', () => {
    // 3 × (100 + 16) = 348 > 347: room for More (60 + 16) leaves 271 → two items (232).
    expect(visibleItemCount([100, 100, 100], 347, 60)).toBe(2);
    expect(visibleItemCount([100, 100, 100], 200, 60)).toBe(1);
    expect(visibleItemCount([100, 100, 100], 50, 60)).toBe(0);
  });
  it('no items, nothing to hide', () => {
    expect(visibleItemCount([], 0, 60)).toBe(0);
  });
});
