/** axe-core in the page: the WCAG 2.1 A/AA violations rated serious or critical, as readable lines. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')})`);
}
