/**
 * Issue 18 wave 1 journey (CHR-25): staff create an event from the Create menu (createIncubatorEvent, no arguments,
 * opens /events/{id}/edit), fill it, publish it; a co-founder opens it and registers, and sees it in the feed. Axe finds
 * no serious violation on the editor, the event page and the feed; screenshots at 1280 and 375, English and Arabic,
 * light and dark. Issue 18 item 3: my-events, the feed's table and calendar views, and planning, with axe and the
 * same screenshots of the new pages.
 */
import type { Page } from '@playwright/test';
import { saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { tenantUrl } from '../support/env';
import { expect, test } from '../support/fixtures';
import { SCREEN_VARIANTS, expectNoSideScroll, openVariant, variantSuffix } from '../support/screen-variants';

/**
 * A datetime-local value `days` from now at `hour`:00, and whether that day falls in a later month than today — both
 * in the page's own zone (America/New_York), which is the zone the editor reads the value in and the calendar opens
 * its month in. The runner's zone (UTC on CI) is five hours ahead: from 19:00 in New York on the last day of a month,
 * the runner already counts the next month, and the calendar step failed on every run in those hours.
 */
function localDay(page: Page, days: number, hour: number): Promise<{ input: string; laterMonth: boolean }> {
  return page.evaluate(
    ([dayCount, atHour]) => {
      const now = new Date();
      const d = new Date(now.getTime() + dayCount * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      const input = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(atHour)}:00`;
      return { input, laterMonth: d.getFullYear() * 12 + d.getMonth() > now.getFullYear() * 12 + now.getMonth() };
    },
    [days, hour] as const,
  );
}

test.describe('events', () => {
  test('staff create an event from the Create menu, fill and publish it; a co-founder registers', async ({ page, sessions }) => {
    test.setTimeout(300_000);
    const title = `Fundraising breakfast ${Date.now()}`;

    // ── Staff: Create → event opens the editor of a new draft.
    await signInTo(page, 'staff@demo.test', '/');
    await page.getByTestId('create-menu').click();
    await page.locator('[data-create="event"]').click();
    await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}\/edit$/, { timeout: 15_000 });
    const editorPath = new URL(page.url()).pathname;
    const eventPath = editorPath.replace(/\/edit$/, '');
    await expect(page.getByTestId('event-status')).toHaveText('Draft');

    // Publishing an empty draft names what is missing and sends nothing.
    await page.getByTestId('event-publish').click();
    await expect(page.getByText('Give the event a title.')).toBeVisible();

    await page.getByTestId('event-title').fill(title);
    await page.getByTestId('event-description').fill('Coffee, croissants and a round table with two angel investors.');
    const start = await localDay(page, 7, 9);
    await page.getByTestId('event-start').fill(start.input);
    await page.getByTestId('event-end').fill((await localDay(page, 7, 11)).input);
    await page.getByTestId('event-location').fill('Hatchery House, ground floor');
    await page.getByTestId('event-conference').fill('https://meet.example.com/breakfast');
    await page.getByTestId('event-capacity').fill('15');
    await page.getByTestId('event-publish').click();
    await expect(page.getByTestId('event-status')).toHaveText('Published', { timeout: 15_000 });
    expect(await seriousViolations(page), 'axe on the editor').toEqual([]);

    // ── A co-founder opens the event and registers.
    const founderContext = await sessions.newContext({ baseURL: tenantUrl('demo', ''), viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const founder = await founderContext.newPage();
    await signInTo(founder, 'cofounder@demo.test', '/events');
    await founder.getByTestId('event-card').filter({ hasText: title }).click();
    await expect(founder).toHaveURL(new RegExp(`${eventPath}$`), { timeout: 15_000 });
    await expect(founder.getByTestId('event-heading')).toHaveText(title);
    await expect(founder.getByTestId('event-seats')).toContainText('15 left');
    await founder.getByTestId('event-register').click();
    await expect(founder.getByTestId('event-registered-note')).toBeVisible({ timeout: 15_000 });
    await expect(founder.getByTestId('event-seats')).toContainText('14 left');
    expect(await seriousViolations(founder), 'axe on the event page').toEqual([]);

    // ── Staff see the registrant on the event page.
    await page.goto(eventPath);
    await expect(page.getByTestId('event-attendees')).toContainText('Registered', { timeout: 15_000 });

    // ── Views (issue 18 item 3): the co-founder's my-events lists the registration; the feed's table and month
    // calendar show the event; staff's planning lists it under Published.
    await founder.goto('/events/my-events');
    await expect(founder.getByTestId('event-row').filter({ hasText: title })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(founder), 'axe on my events').toEqual([]);
    await founder.goto('/events?view=table');
    await expect(founder.getByTestId('event-row').filter({ hasText: title })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(founder), 'axe on the table view').toEqual([]);
    await founder.goto('/events?view=calendar');
    await expect(founder.getByTestId('events-calendar')).toBeVisible({ timeout: 15_000 });
    if (start.laterMonth) await founder.getByTestId('calendar-next').click();
    await expect(founder.getByTestId('calendar-event').filter({ hasText: title })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(founder), 'axe on the calendar view').toEqual([]);
    await saveScreenshot(founder, 'events-calendar-1280-en-light');
    await page.goto('/events/planning');
    await page.getByTestId('planning-tab-published').click();
    await expect(page.getByTestId('event-row').filter({ hasText: title })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page), 'axe on planning').toEqual([]);

    // ── Screenshots of the editor (staff), the event and the feed (co-founder), every variant; axe at 1280.
    for (const variant of SCREEN_VARIANTS) {
      const suffix = variantSuffix(variant);
      await openVariant(page, variant, editorPath);
      await expect(page.getByTestId('event-title')).toHaveValue(title, { timeout: 15_000 });
      if (variant.width === 1280) expect(await seriousViolations(page), `axe on the editor ${suffix}`).toEqual([]);
      await saveScreenshot(page, `event-editor-${suffix}`);
      await openVariant(founder, variant, eventPath);
      await expect(founder.getByTestId('event-heading')).toHaveText(title, { timeout: 15_000 });
      if (variant.width === 1280) expect(await seriousViolations(founder), `axe on the event ${suffix}`).toEqual([]);
      await saveScreenshot(founder, `event-${suffix}`);
      await openVariant(founder, variant, '/events');
      await expect(founder.getByTestId('event-card').first()).toBeVisible({ timeout: 15_000 });
      if (variant.width === 1280) expect(await seriousViolations(founder), `axe on the feed ${suffix}`).toEqual([]);
      await saveScreenshot(founder, `events-feed-${suffix}`);
      await openVariant(founder, variant, '/events/my-events');
      await expect(founder.getByTestId('event-row').filter({ hasText: title })).toBeVisible({ timeout: 15_000 });
      if (variant.width === 1280) expect(await seriousViolations(founder), `axe on my events ${suffix}`).toEqual([]);
      await expectNoSideScroll(founder);
      await saveScreenshot(founder, `events-my-events-${suffix}`);
      await openVariant(page, variant, '/events/planning');
      await expect(page.getByTestId('event-row').first()).toBeVisible({ timeout: 15_000 });
      if (variant.width === 1280) expect(await seriousViolations(page), `axe on planning ${suffix}`).toEqual([]);
      await expectNoSideScroll(page);
      await saveScreenshot(page, `events-planning-${suffix}`);
    }
  });
});
