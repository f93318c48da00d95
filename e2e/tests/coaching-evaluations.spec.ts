/**
 * Issue 17 item 3 (D-448): /admin/configuration/coaching-evaluations — the administrator sees the seeded rules (any
 * session → "Coaching evaluation"; mentors' evaluations shared), adds a rule repeating the catch-all one and is told
 * which rule repeats (nothing is saved), removes it. Axe finds no serious violation; the page never scrolls sideways at
 * 375; screenshots at 1280 and 375, English and Arabic, light and dark. The seeded rules are left as they were.
 */
import { saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { SCREEN_VARIANTS, expectNoSideScroll, openVariant, variantSuffix } from '../support/screen-variants';

test.describe('coaching evaluations configuration', () => {
  test('an administrator reads the rules, is told a repeated rule, and the page passes axe at every look', async ({ page }) => {
    test.setTimeout(240_000);
    await signInTo(page, 'admin@demo.test', '/admin/configuration/coaching-evaluations');
    const rules = page.getByTestId('evaluation-rule');
    await expect(rules).toHaveCount(2, { timeout: 15_000 });
    await expect(page.getByTestId('settings-tab-coaching-evaluations')).toHaveAttribute('aria-selected', 'true');
    await expect(rules.nth(1).getByTestId('rule-host-role')).toHaveValue('Mentor');
    await expect(rules.nth(1).getByTestId('rule-shared')).toBeChecked();
    expect(await seriousViolations(page), 'axe on /admin/configuration/coaching-evaluations').toEqual([]);

    // A third rule with every dimension "any" repeats the first: the server names it, nothing changes.
    await page.getByTestId('add-evaluation-rule').click();
    await expect(rules).toHaveCount(3);
    await page.getByTestId('save-evaluation-rules').click();
    await expect(rules.nth(2).getByRole('alert')).toHaveText('Another rule has the same program, topic and host role.', { timeout: 15_000 });
    await rules.nth(2).getByTestId('rule-remove').click();
    await expect(rules).toHaveCount(2);
    await page.reload();
    await expect(rules).toHaveCount(2, { timeout: 15_000 });

    for (const variant of SCREEN_VARIANTS) {
      const suffix = variantSuffix(variant);
      await openVariant(page, variant, '/admin/configuration/coaching-evaluations');
      await expect(rules).toHaveCount(2, { timeout: 15_000 });
      if (variant.width === 375) await expectNoSideScroll(page);
      if (variant.language === 'ar' && variant.colorScheme === 'light') expect(await seriousViolations(page), `axe ${suffix}`).toEqual([]);
      await saveScreenshot(page, `coaching-evaluations-${suffix}`);
    }
  });
});
