/**
 * Issue 18 wave 2 journey: staff create a one-on-one (office-hours) event on the seeded expert's weekly hours — a
 * one-hour window, 30-minute sessions, so two slots — and publish it; two co-founders each book one on the event page
 * and a third finds none left. Staff see the event in planning's "Pending host availability" (staff, its creator and
 * host, have no hours of their own). Axe finds no serious violation on the editor, the event page and planning;
 * the editor and the event page at 1280 and 375, English and Arabic, light and dark, without side scroll.
 * The window is a Tuesday months ahead (a random week, beyond every seeded horizon), so no other journey meets it.
 */
import type { Page } from '@playwright/test';
import { saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { tenantUrl } from '../support/env';
import { expect, test } from '../support/fixtures';
import { SCREEN_VARIANTS, expectNoSideScroll, openVariant, variantSuffix } from '../support/screen-variants';

/** 01:00 UTC on a Tuesday 15–40 weeks ahead: 10:00 in Tokyo, inside the seeded expert's Tuesday hours (10–12). */
function windowStart(): Date {
  const d = new Date(Date.now() + (15 + Math.floor(Math.random() * 25)) * 7 * 86_400_000);
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(1, 0, 0, 0);
  return d;
}

/** The datetime-local value of an instant in the page's own zone. */
function localInput(page: Page, instant: Date): Promise<string> {
  return page.evaluate((iso) => {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, instant.toISOString());
}

test.describe('one-on-one events', () => {
  test('staff publish office hours with two slots; two co-founders each book one and a third sees none left', async ({ page, sessions }) => {
    test.setTimeout(300_000);
    const title = `Patent office hours ${Date.now()}`;
    const start = windowStart();

    // ── Staff: Create → event, switch it to one-on-one, fill it and publish it.
    await signInTo(page, 'staff@demo.test', '/');
    await page.getByTestId('create-menu').click();
    await page.locator('[data-create="event"]').click();
    await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}\/edit$/, { timeout: 15_000 });
    const eventPath = new URL(page.url()).pathname.replace(/\/edit$/, '');
    await page.getByTestId('event-type').getByText('One-on-one').click();
    await expect(page.getByTestId('one-on-one-fields')).toBeVisible();
    await page.getByTestId('event-title').fill(title);
    await page.getByTestId('event-start').fill(await localInput(page, start));
    await page.getByTestId('event-end').fill(await localInput(page, new Date(start.getTime() + 3_600_000)));
    await page.getByTestId('event-sessions').fill('2');
    // The expert hosts too (staff, the creator, stays a host without hours of their own).
    await page.getByTestId('event-hosts').click();
    await page.getByTestId('event-hosts').fill('Kenji');
    await page.getByRole('option', { name: /Kenji Watanabe/ }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('event-publish').click();
    await expect(page.getByTestId('event-status')).toHaveText('Published', { timeout: 15_000 });
    expect(await seriousViolations(page), 'axe on the one-on-one editor').toEqual([]);

    // ── Two co-founders of Orbital Labs each book one of the two slots (the event allows two per startup).
    const book = async (email: string, expectedSlots: number) => {
      const context = await sessions.newContext({ baseURL: tenantUrl('demo', ''), viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      const founder = await context.newPage();
      await signInTo(founder, email, eventPath);
      await expect(founder.getByTestId('event-heading')).toHaveText(title, { timeout: 15_000 });
      await expect(founder.getByTestId('event-free-slot')).toHaveCount(expectedSlots, { timeout: 15_000 });
      if (expectedSlots === 0) return founder;
      await founder.getByTestId('event-free-slot').first().click();
      await founder.getByTestId('event-book-slot').click();
      await expect(founder.getByTestId('event-my-bookings')).toContainText('Kenji Watanabe', { timeout: 15_000 });
      return founder;
    };
    const first = await book('cofounder@demo.test', 2);
    expect(await seriousViolations(first), 'axe on the event page with a booking').toEqual([]);
    await book('cofounder2@demo.test', 1);

    // ── A third founder finds both slots gone.
    const third = await book('founder@demo.test', 0);
    await expect(third.getByTestId('event-no-slots')).toBeVisible();
    await expect(third.getByTestId('event-bookings-count')).toContainText('2');

    // ── Staff: planning lists the event under pending host availability (staff host it with no hours).
    await page.goto('/events/planning');
    await page.getByTestId('planning-tab-pending').click();
    await expect(page.getByTestId('event-row').filter({ hasText: title })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page), 'axe on planning, pending tab').toEqual([]);

    // ── The one-on-one editor and the event page with its booking: 1280 and 375, English and Arabic, light and dark.
    for (const variant of SCREEN_VARIANTS) {
      const suffix = variantSuffix(variant);
      await openVariant(page, variant, `${eventPath}/edit`);
      await expect(page.getByTestId('one-on-one-fields')).toBeVisible({ timeout: 15_000 });
      await expectNoSideScroll(page);
      await saveScreenshot(page, `event-one-on-one-editor-${suffix}`);
      await openVariant(first, variant, eventPath);
      await expect(first.getByTestId('event-my-bookings')).toBeVisible({ timeout: 15_000 });
      if (variant.width === 375) expect(await seriousViolations(first), `axe on the event page ${suffix}`).toEqual([]);
      await expectNoSideScroll(first);
      await saveScreenshot(first, `event-one-on-one-${suffix}`);
    }
  });
});
