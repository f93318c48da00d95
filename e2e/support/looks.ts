/**
 * The looks check of an area's pages: in each screen variant a page must not run off the side, must pass axe with no
 * serious violation (collected, so one run lists them all) and is screenshot as `<area>-<page>-<look>`.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { saveScreenshot } from './app';
import { expect } from './fixtures';
import { variantSuffix, type ScreenVariant } from './screen-variants';

export function looksChecker(page: Page, area: string): { check: (name: string, variant: ScreenVariant) => Promise<void>; found: string[] } {
  const found: string[] = [];
  const check = async (name: string, variant: ScreenVariant) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} ${variantSuffix(variant)} overflows`).toBeLessThanOrEqual(0);
    found.push(...(await seriousViolations(page)).map((line) => `${name} ${variantSuffix(variant)}: ${line}`));
    await saveScreenshot(page, `${area}-${name}-${variantSuffix(variant)}`);
  };
  return { check, found };
}
