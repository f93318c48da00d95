/**
 * The preferences page, /account/settings (RTE-52): opened from the user menu (CHR-19), the name and time zone saved
 * on the user (PUT /user, TRN-14) with the top bar following at once; the language saved on the user and applied at
 * once (LOC-05), right to left in Arabic (LOC-02), kept after a reload and — being the user's, not only this
 * browser's — in a new browser without the language cookie (LOC-03); the colour mode applied at once (LOC-07/08).
 * Looked at 1280 and 375 wide, English and Arabic, light and dark: axe finds nothing serious, nothing scrolls sideways.
 *
 * The person is one this test signs up itself, so no other journey meets the language or name it leaves behind.
 */
import type { Page } from '@playwright/test';
import { httpCall, tenantHost } from '../support/api';
import { PASSWORD, saveScreenshot, signIn } from '../support/app';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectNoSideScroll, expectTextClearOfSections } from '../support/screen-variants';

const HOST = tenantHost('demo');

/** The shell's user menu → Preferences. */
async function openPreferencesFromMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.locator('[data-menu="preferences"]').click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByTestId('preferences-form')).toBeVisible();
}

/** A full-page picture from the top, so the fixed top bar and the phone's bottom menu sit where a reader sees them. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** After a resize the shell folds its side bar away with a transition: judge the page once it has ended. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

async function pick(page: Page, testId: string, search: string | null, option: RegExp | string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.click();
  if (search) await field.fill(search);
  await page.getByRole('option', { name: option }).click();
}

test('a person sets name, time zone and Arabic on the preferences page: the top bar and the layout follow, and Arabic is theirs on any browser', async ({ page, sessions }) => {
  test.setTimeout(120_000);
  const email = `prefs.${Date.now()}@example.test`;
  const signedUp = await httpCall<{ token?: string }>(HOST, 'POST', '/api/users/signup', { body: { firstName: 'Sam', lastName: 'Rivers', email, password: PASSWORD } });
  expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
  if (signedUp.body.token) sessions.trackToken(HOST, signedUp.body.token);

  await signIn(page, email);
  await openPreferencesFromMenu(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preferences');
  await expect(page.getByTestId('preferences-first-name')).toHaveValue('Sam');
  await expect(page.getByTestId('preferences-save')).toBeDisabled();
  await expect(page.getByTestId('preferences-link-security')).toHaveAttribute('href', '/account/settings/security');
  expect(await seriousViolations(page), 'axe at 1280, English, light').toEqual([]);
  await expectTextClearOfSections(page);
  await shot(page, 'preferences-1280-en-light');

  // ── Name and time zone: saved together; the top bar's name changes without a reload.
  await page.getByTestId('preferences-first-name').fill('Samira');
  await page.getByTestId('preferences-last-name').fill('Haddad');
  await pick(page, 'preferences-timezone', 'tokyo', /^Asia\/Tokyo · GMT\+9$/);
  await expect(page.getByTestId('preferences-local-time')).toContainText('GMT+9');
  await page.getByTestId('preferences-save').click();
  await expect(page.getByText('Your preferences were saved.')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Samira Haddad');
  await expect(page.getByTestId('preferences-save')).toBeDisabled();

  // ── Language: stored on the user and applied at once — the page turns right to left.
  await pick(page, 'preferences-language', null, 'العربية');
  await page.getByTestId('preferences-save').click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التفضيلات');
  await expect(page.getByTestId('preferences-language')).toHaveValue('العربية');

  // A reload keeps it (the cookie of this browser, and the user's own language behind it).
  await page.reload();
  await expect(page.getByTestId('preferences-form')).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('preferences-timezone')).toHaveValue(/^Asia\/Tokyo/);

  // Dark, applied at once; looked at 1280 and 375 in Arabic.
  await page.getByTestId('preferences-color-scheme').locator('label').nth(1).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await seriousViolations(page), 'axe at 1280, Arabic, dark').toEqual([]);
  await shot(page, 'preferences-1280-ar-dark');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByTestId('preferences-form')).toBeVisible();
  await settled(page);
  await expectNoSideScroll(page);
  await expectTextClearOfSections(page);
  expect(await seriousViolations(page), 'axe at 375, Arabic, dark').toEqual([]);
  await shot(page, 'preferences-375-ar-dark');

  // ── A new browser, no language cookie: signing in again gives Arabic, the user's saved language (LOC-03).
  const other = await sessions.newContext({ viewport: { width: 375, height: 740 }, colorScheme: 'light' });
  const fresh = await other.newPage();
  expect(await other.cookies()).toEqual([]);
  await signIn(fresh, email);
  await expect(fresh.locator('html')).toHaveAttribute('dir', 'rtl');
  await fresh.goto('/account/settings');
  await expect(fresh.getByTestId('preferences-first-name')).toHaveValue('Samira');
  await expect(fresh.getByTestId('preferences-timezone')).toHaveValue(/^Asia\/Tokyo/);
  await expect(fresh.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectNoSideScroll(fresh);
  await shot(fresh, 'preferences-375-ar-light');

  // Back to English in this browser: the page is left to right again, at 375 too.
  await pick(fresh, 'preferences-language', null, 'English');
  await fresh.getByTestId('preferences-save').click();
  await expect(fresh.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Preferences');
  await expectNoSideScroll(fresh);
  expect(await seriousViolations(fresh), 'axe at 375, English, light').toEqual([]);
  await shot(fresh, 'preferences-375-en-light');
});
