/**
 * Issue 15 item 7 journey (custom fields): an administrator creates a startup field, arranges the profile template
 * from the keyboard, and fills the value on a startup's custom-fields tab (what a co-founder sees and edits by
 * visibility is the API tests'). Axe finds no serious violation on the list, the editor, the builder and the tab;
 * screenshots at 1280 and 375, in English and Arabic, light and dark; no badge of the list is cut. An application
 * field is filled on the application file's "Custom fields" tab (D-362).
 */
import type { Page } from '@playwright/test';
import { graphqlOk, tenantHost } from '../support/api';
import { saveScreenshot, storedAuth, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { tenantUrl } from '../support/env';
import { expectNoSideScroll, SCREEN_VARIANTS, variantSuffix } from '../support/screen-variants';

async function orbitalId(page: Page): Promise<string> {
  const { token } = await storedAuth(page);
  const answer = await graphqlOk<{ startups: { results: Array<{ _id: string; name: string }> } }>(tenantHost('demo'), token, 'query { startups(search: "Orbital Labs") { results { _id name } } }');
  return answer.startups.results.find((s) => s.name === 'Orbital Labs')!._id;
}

test.describe('custom fields', () => {
  test('admin creates a field, arranges the template and fills a startup value; every page in every look', async ({ page }) => {
    test.setTimeout(300_000);
    const slug = `board_seats_${Date.now().toString(36)}`;
    await signInTo(page, 'admin@demo.test', '/');
    const startupId = await orbitalId(page);

    // ── The list: the seeded fields of startups.
    await page.goto('/fields/customs');
    await expect(page.getByTestId('custom-fields-page')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-testid="field-row"][data-slug="legal_entity"]')).toBeVisible();

    // ── Create: a whole number seen by staff and the startup's people, in the "Governance" group.
    await page.getByTestId('field-create').click();
    await expect(page.getByTestId('custom-field-editor')).toBeVisible();
    await page.getByTestId('field-save').click();
    await expect(page.getByText('Give the field a label in at least one language.')).toBeVisible();
    await page.getByTestId('field-label-en').fill('Board seats');
    await expect(page.getByTestId('field-slug')).toHaveValue('board_seats');
    await page.getByTestId('field-slug').fill(slug);
    await page.getByTestId('field-type').click();
    await page.getByRole('option', { name: 'Number', exact: true }).click();
    await page.getByTestId('field-category').fill('Governance');
    await page.getByTestId('field-visibility').getByLabel('Staff and members').check();
    await page.getByTestId('field-rules').getByLabel('Minimum').fill('0');
    await page.getByTestId('field-rules').getByLabel('Whole numbers only').check();
    // The editor with a field message shown (the loop below sees it without one).
    expect(await seriousViolations(page), 'axe on the editor').toEqual([]);
    await page.getByTestId('field-save').click();
    await expect(page.getByTestId('custom-fields-page')).toBeVisible({ timeout: 15_000 });
    const row = page.locator(`[data-testid="field-row"][data-slug="${slug}"]`);
    await expect(row).toContainText('Board seats');
    await expect(row).toContainText('Staff and members');

    // ── Arrange: the new field (last) moved to the top with the keyboard-reachable buttons, then saved.
    await page.getByTestId('open-builder').click();
    await expect(page.getByTestId('profile-builder-page')).toBeVisible({ timeout: 15_000 });
    const rows = page.getByTestId('template-row');
    const mine = page.locator(`[data-testid="template-row"][data-slug="${slug}"]`);
    await expect(mine).toBeVisible({ timeout: 15_000 });
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count - 1; i++) {
      await mine.getByTestId('template-up').focus();
      await page.keyboard.press('Enter');
    }
    await expect(rows.first()).toHaveAttribute('data-slug', slug);
    // The drag handle moves too: Space picks up, arrow down, Space drops — the field goes one place down, then back.
    // dnd-kit's keyboard sensor starts the drag on the next frame: give each step a beat, as a person's keys would.
    await mine.getByTestId('template-handle').focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    await expect(rows.nth(1)).toHaveAttribute('data-slug', slug);
    await mine.getByTestId('template-up').click();
    await expect(rows.first()).toHaveAttribute('data-slug', slug);
    await page.getByTestId('template-save').click();
    await expect(page.getByText('The profile template was saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('template-row').first()).toHaveAttribute('data-slug', slug, { timeout: 15_000 });

    // ── The startup's tab: the admin fills the value (the field's rules are the validator's: web unit and API tests).
    await page.goto(`/startup/${startupId}/file/custom-fields`);
    await expect(page.getByTestId('custom-values')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('custom-value').first()).toHaveAttribute('data-slug', slug);
    await page.getByTestId('custom-values-edit').click();
    const seats = page.locator(`[data-testid="custom-input"][data-slug="${slug}"]`).getByRole('textbox');
    await seats.fill('2');
    await page.getByTestId('custom-values-save').click();
    await expect(page.locator(`[data-testid="custom-value"][data-slug="${slug}"]`)).toContainText('2');
    await expect(page.locator('[data-testid="custom-value"][data-slug="funding_raised"]')).toBeVisible();

    // What a co-founder sees and may edit (never the staff-only funding; the members field, editable) is the API's
    // rule, shown in apps/server/test/custom-fields (values by visibility, writes refused with the field named): the
    // tab shows what customFieldValues answers, so the browser journey does not sign in a second person for it.

    // ── Every new page in every look: axe (serious) at 1280 in each language and scheme (the journey's pages are the
    // same pages, so the journey itself does not run axe again), screenshots looked at.
    const fieldId = await page.evaluate(async (wanted) => {
      const token = localStorage.getItem('token');
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: 'query { customFields(target: startup) { _id slug } }' }),
      });
      const body = (await res.json()) as { data: { customFields: Array<{ _id: string; slug: string }> } };
      return body.data.customFields.find((f) => f.slug === wanted)!._id;
    }, slug);
    // One signed-in page for every look (a sign-in per look would pass the session limit): viewport, scheme, language.
    for (const variant of SCREEN_VARIANTS) {
      const suffix = variantSuffix(variant);
      await page.setViewportSize({ width: variant.width, height: variant.height });
      await page.emulateMedia({ colorScheme: variant.colorScheme });
      await page.context().addCookies([{ name: 'lang_pref', value: variant.language, url: tenantUrl('demo', '/') }]);
      const pages: Array<[string, string, string]> = [
        ['custom-fields-list', '/fields/customs/startup', 'custom-fields-page'],
        ['custom-fields-editor', `/setup/fields/${fieldId}`, 'custom-field-editor'],
        ['custom-fields-builder', '/profiles/startup/builder', 'profile-builder-page'],
        ['custom-fields-tab', `/startup/${startupId}/file/custom-fields`, 'custom-values'],
      ];
      for (const [name, url, testId] of pages) {
        await page.goto(url);
        await expect(page.getByTestId(testId)).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('html')).toHaveAttribute('dir', variant.language === 'ar' ? 'rtl' : 'ltr');
        await expectNoSideScroll(page);
        if (name === 'custom-fields-list') {
          // No badge (visibility, required) is cut: each label shows whole, at every width and in every language.
          const cut = await page.locator('[data-testid="field-row"] .mantine-Badge-label').evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
          expect(cut, `badges cut on ${suffix}`).toEqual([]);
        }
        // Axe at 1280 in each language and scheme (as the other suites): the colours and names do not change at 375.
        if (variant.width === 1280) expect(await seriousViolations(page), `axe on ${name} ${suffix}`).toEqual([]);
        await saveScreenshot(page, `${name}-${suffix}`);
      }
    }
  });

  test('admin fills an application field on the application file (D-362)', async ({ page }) => {
    test.setTimeout(120_000);
    const slug = `referral_${Date.now().toString(36)}`;
    await signInTo(page, 'admin@demo.test', '/');
    const { token } = await storedAuth(page);
    await graphqlOk(tenantHost('demo'), token, 'mutation C($input: CustomFieldInput!) { createCustomField(input: $input) { _id } }', {
      input: { target: 'application', slug, type: 'text', label: { en: 'Referred by' }, visibility: 'staff' },
    });
    const { applications } = await graphqlOk<{ applications: { results: Array<{ _id: string }> } }>(tenantHost('demo'), token, 'query { applications(first: 1) { results { _id } } }');
    await page.goto(`/application/${applications.results[0]!._id}/fields`);
    await expect(page.getByTestId('custom-values')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('custom-values-edit').click();
    await page.locator(`[data-testid="custom-input"][data-slug="${slug}"]`).getByRole('textbox').fill('A mentor');
    await page.getByTestId('custom-values-save').click();
    await expect(page.locator(`[data-testid="custom-value"][data-slug="${slug}"]`)).toContainText('A mentor');
    await page.reload();
    await expect(page.locator(`[data-testid="custom-value"][data-slug="${slug}"]`)).toContainText('A mentor', { timeout: 15_000 });
    expect(await seriousViolations(page), 'axe on the application file’s custom fields tab').toEqual([]);
    await saveScreenshot(page, 'custom-fields-application-tab');
  });
});
