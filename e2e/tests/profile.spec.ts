/**
 * A person's profile page (/profile, /profile/:id): the side bar's account entry opens the viewer's own, with the
 * owner's actions; the community directory and the hover card lead to another person's, without them; a startup
 * links to its file only where the viewer may open it; the "Complete your profile" task's /account/profile is the
 * profile editor. Axe at 1280 and 375 wide, English and Arabic, light and dark; no sideways scroll on a phone. The
 * user menu's Integrations page makes and revokes the private calendar address.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { tenantHost } from '../support/api';
import { saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { E2E_PORT, tenantUrl } from '../support/env';
import { expect, test } from '../support/fixtures';

const VIEWS = [
  { width: 1280, lang: 'en', scheme: 'light' },
  { width: 375, lang: 'ar', scheme: 'dark' },
] as const;

async function viewContext(sessions: { newContext: (o: object) => Promise<BrowserContext> }, view: (typeof VIEWS)[number]): Promise<Page> {
  const context = await sessions.newContext({ viewport: { width: view.width, height: 900 }, colorScheme: view.scheme });
  await context.addCookies([{ name: 'lang_pref', value: view.lang, url: tenantUrl('demo', '/') }]);
  return context.newPage();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('profile pages', () => {
  test("a co-founder opens their own profile from the side bar, then a mentor's from the directory", async ({ page }) => {
    await signInTo(page, 'cofounder@demo.test', '/');
    await page.locator('nav').getByRole('link', { name: 'My account' }).first().click();
    await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
    const own = page.getByTestId('profile-page');
    await expect(own).toHaveAttribute('data-own', 'true');
    await expect(page.getByTestId('profile-name')).toHaveText('Liam Carter');
    await expect(page.getByTestId('profile-bio')).toContainText('satellite data');
    // Their startup opens its file.
    await page.getByTestId('profile-startups').getByRole('link', { name: 'Orbital Labs' }).click();
    await expect(page).toHaveURL(/\/startup\/[0-9a-f-]{36}\/file\/company$/);
    await page.goBack();
    // The owner's edit action is the profile editor (the task's /account/profile), with a way back.
    await page.getByTestId('profile-edit').click();
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.getByTestId('my-profile-form')).toBeVisible();
    await page.getByTestId('my-profile-view').click();
    await expect(page.getByTestId('profile-page')).toHaveAttribute('data-own', 'true');

    // Another person, from the directory: what they wrote, no owner's actions.
    await page.goto('/community/people');
    await page.getByTestId('person-profile-link').filter({ hasText: 'Elena Petrova' }).click();
    await expect(page.getByTestId('profile-page')).toHaveAttribute('data-own', 'false');
    await expect(page.getByTestId('profile-headline')).toHaveText('Fintech Mentor');
    await expect(page.getByTestId('profile-expertise')).toHaveText('Fintech, unit economics');
    await expect(page.getByTestId('profile-edit')).toHaveCount(0);
    // She is Orbital Labs' mentor: "Book a session" opens the booking page with her free times (D-580).
    await page.getByTestId('profile-book-session').click();
    await expect(page).toHaveURL(/\/coaching\/book\?host=[0-9a-f-]{36}$/);
    const elena = page.getByTestId('bookable-host').filter({ hasText: 'Elena Petrova' });
    await expect(elena.getByRole('button', { name: 'Hide free times' })).toHaveAttribute('aria-expanded', 'true');

    // An id that is no one's: not found, inside the shell.
    await page.goto('/profile/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('not-found-state')).toBeVisible();
  });

  test('the profile reads at 1280 and 375, English and Arabic, light and dark: axe clean, no sideways scroll', async ({ sessions }) => {
    for (const view of VIEWS) {
      const page = await viewContext(sessions, view);
      await signInTo(page, 'cofounder@demo.test', '/profile');
      await expect(page.getByTestId('profile-bio')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await noSidewaysScroll(page);
      // On a phone the avatar and the edit action share a line (Preferences stays in the user menu).
      await expect(page.getByTestId('profile-edit')).toBeInViewport();
      await saveScreenshot(page, `profile-own-${view.width}-${view.lang}-${view.scheme}`);
      await page.goto('/community/people');
      await page.getByTestId('person-profile-link').filter({ hasText: 'Elena Petrova' }).click();
      await expect(page.getByTestId('profile-expertise')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await noSidewaysScroll(page);
      await saveScreenshot(page, `profile-other-${view.width}-${view.lang}-${view.scheme}`);
    }
  });

  test('Integrations and Export history (user menu): the calendar subscription is made and revoked; axe at 375 in Arabic', async ({ page, request, sessions }) => {
    await signInTo(page, 'coach@demo.test', '/');
    await page.getByTestId('user-menu').click();
    await page.locator('[data-menu="integrations"]').click();
    await expect(page).toHaveURL(/\/account\/settings\/integrations$/);
    await page.getByTestId('calendar-feed-create').click();
    const feedPath = new URL((await page.getByTestId('calendar-feed-url').textContent({ timeout: 15_000 }))!.trim()).pathname;
    const host = tenantHost('demo');
    expect((await request.get(`http://127.0.0.1:${E2E_PORT}${feedPath}`, { headers: { host } })).status()).toBe(200);
    await page.getByTestId('calendar-feed-revoke').click();
    await expect(page.getByTestId('calendar-feed-url')).toHaveCount(0, { timeout: 15_000 });
    expect((await request.get(`http://127.0.0.1:${E2E_PORT}${feedPath}`, { headers: { host } })).status()).toBe(404);
    // The user menu's Export history: the coach has exported nothing, and the page says where exports come from.
    await page.getByTestId('user-menu').click();
    await page.locator('[data-menu="exports"]').click();
    await expect(page).toHaveURL(/\/account\/exports$/);
    await expect(page.getByTestId('exports-empty')).toBeVisible();

    const phone = await viewContext(sessions, VIEWS[1]);
    await signInTo(phone, 'coach@demo.test', '/account/settings/integrations');
    await expect(phone.getByTestId('calendar-subscribe')).toBeVisible();
    expect(await seriousViolations(phone)).toEqual([]);
    await noSidewaysScroll(phone);
    await saveScreenshot(phone, 'integrations-375-ar-dark');
    await phone.goto('/account/exports');
    await expect(phone.getByTestId('exports-empty')).toBeVisible();
    expect(await seriousViolations(phone)).toEqual([]);
    await noSidewaysScroll(phone);
  });
});
