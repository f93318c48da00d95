/** axe-core in the page: the WCAG 2.1 A/AA violations rated serious or critical, as readable lines. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export interface AxeRun {
  /** Wait for the page's finite animations and transitions to end first (the default); false judges the page as it is. */
  settle?: boolean;
}

/** The whole page through axe's WCAG 2.1 A/AA rules, nothing excluded. */
export async function wcagResults(page: Page, { settle = true }: AxeRun = {}): Promise<AxeResults> {
  if (settle) {
    // A dialog or toast still fading in has its text at part opacity, which axe reads as low contrast: let the finite
    // animations and transitions end first (at most 2 s; endless ones, such as loaders, are not waited for).
    await page.evaluate(async () => {
      // Two frames first: a transition whose start was just scheduled (Mantine's Transition moves to `entering` on the
      // next frame) is not yet in getAnimations(), and axe would read its text half faded.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      return Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    });
  }
  return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
}

/** The serious and critical violations of an axe run, one readable line each. */
export function seriousOf(results: AxeResults): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')})`);
}

export async function seriousViolations(page: Page, run: AxeRun = {}): Promise<string[]> {
  return seriousOf(await wcagResults(page, run));
}
