/**
 * Organisation settings (issue 4 items 3 and 4): branding applies without a reload, here and in other tabs;
 * /admin/configuration is for the admin group; a flag taken out of the plan locks its top-bar item and sends its
 * routes to the plan page (GAP-17). Runs on acme (its branding is not asserted elsewhere) and restores it.
 */
import { computedColor, documentKept, markDocument, saveScreenshot, signIn, signInTo } from '../support/app';
import { tenantUrl } from '../support/env';
import { expect, test } from '../support/fixtures';

const ACME = tenantUrl('acme', '');

test.describe('organisation settings', () => {
  test('an admin changes the side bar colour and sees it applied without a reload, in this tab and another', async ({ page, context }) => {
    await signIn(page, 'admin@acme.test', { baseUrl: ACME });
    const other = await context.newPage();
    await other.goto(`${ACME}/`);
    await expect(other.getByTestId('side-menu')).toBeVisible();
    await markDocument(other);

    await page.goto(`${ACME}/admin/configuration/branding`);
    await expect(page.getByTestId('branding-form')).toBeVisible();
    await markDocument(page);
    const input = page.getByTestId('color-sidebar.backgroundColor');
    const original = await input.inputValue();
    const target = original.toLowerCase() === '#0b7285' ? '#5f3dc4' : '#0b7285';
    await input.fill(target);
    await input.blur();
    const expected = await computedColor(page, target);
    // The live preview follows the field before anything is saved.
    await expect(page.getByTestId('sidebar-preview')).toHaveCSS('background-color', expected);
    await saveScreenshot(page, 'settings-branding-preview');

    await page.getByTestId('save-branding').click();
    await expect(page.getByTestId('side-menu')).toHaveCSS('background-color', expected);
    expect(await documentKept(page)).toBe(true);
    // The other tab hears incubatorUpdated and refetches the branding.
    await expect(other.getByTestId('side-menu')).toHaveCSS('background-color', expected, { timeout: 10_000 });
    expect(await documentKept(other)).toBe(true);
    await saveScreenshot(other, 'settings-branding-other-tab');

    // Restore the seeded colour.
    await input.fill(original);
    await input.blur();
    await page.getByTestId('save-branding').click();
    await expect(page.getByTestId('side-menu')).toHaveCSS('background-color', await computedColor(page, original));
  });

  test('a non-admin is sent to / from /admin/configuration/general', async ({ page }) => {
    await signInTo(page, 'staff@demo.test', '/admin/configuration/general');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('settings-page-general')).toHaveCount(0);
  });

  test('an admin sees the general settings and the slug warning', async ({ page }) => {
    await signInTo(page, 'admin@demo.test', '/admin/configuration/general');
    await expect(page.getByTestId('general-form')).toBeVisible();
    await page.getByLabel(/Web address/).fill('demo-new');
    await expect(page.getByTestId('slug-warning')).toContainText('demo-new.localhost');
    await saveScreenshot(page, 'settings-general');
  });

  test('switching a flag off locks its top-bar item and its route goes to the plan page', async ({ page }) => {
    await signIn(page, 'admin@acme.test', { baseUrl: ACME });
    await page.goto(`${ACME}/admin/configuration/plan`);
    const row = page.getByTestId('flag-course');
    await expect(row).toBeVisible();
    // acme's seed leaves courses out of the plan: include and switch it on first.
    if ((await row.getAttribute('data-state')) === 'locked') {
      await page.getByTestId('flag-course-enabled').click({ force: true });
      await expect(row).toHaveAttribute('data-state', 'off');
    }
    if ((await row.getAttribute('data-state')) === 'off') {
      await page.getByTestId('flag-course-activated').click({ force: true });
    }
    await expect(row).toHaveAttribute('data-state', 'on');
    const courses = page.locator('[data-nav="courses"]').first();
    await expect(courses).not.toHaveAttribute('data-locked', /.*/);

    await page.getByTestId('flag-course-enabled').click({ force: true });
    await expect(row).toHaveAttribute('data-state', 'locked');
    await expect(courses).toHaveAttribute('data-locked', /.*/);
    await saveScreenshot(page, 'settings-plan');

    await page.goto(`${ACME}/courses`);
    await expect(page).toHaveURL(/\/admin\/configuration\/plan$/);
  });
});
