/**
 * Issue 14, smaller gaps: a co-founder uploads their startup's logo on the company tab and it shows in the file's frame,
 * the portfolio list and the community directory (D-160); the community directory filters startups by industry and
 * by tag (D-163). Screenshots of the logo card and the filtered directory, English light and Arabic dark.
 */
import { graphqlOk, restSignIn, tenantHost } from '../support/api';
import { saveScreenshot, signInTo } from '../support/app';
import { seriousViolations } from '../support/axe';
import { tenantUrl } from '../support/env';
import { expect, test } from '../support/fixtures';

// A valid 1×1 PNG: the browser must be able to draw it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test.describe('startup logo and directory filters (issue 14)', () => {
  test('a co-founder uploads, replaces and removes the logo; the frame, the portfolio and the directory show it', async ({ page, sessions }) => {
    test.setTimeout(180_000);
    const host = tenantHost('demo');
    const staff = await restSignIn('demo', 'staff@demo.test', 'Demo!2026');
    sessions.trackToken(host, staff);
    const { startups } = await graphqlOk<{ startups: { results: Array<{ _id: string }> } }>(host, staff, '{ startups(search: "Orbital", limit: 5) { results { _id } } }');
    const orbital = startups.results[0]!._id;

    await signInTo(page, 'cofounder@demo.test', `/startup/${orbital}/file/company`);
    const card = page.getByTestId('startup-logo-card');
    // The first paint of a page may be slow on a busy machine; the steps after it use the usual timeout.
    await expect(card).toBeVisible({ timeout: 30_000 });
    // A file that is not an image is refused before it is sent, in words.
    await card.locator('input[type="file"]').setInputFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.locator('[data-testid="alert"][data-type="error"]')).toContainText('A logo must be a PNG, JPEG, SVG or WebP image.');

    await card.locator('input[type="file"]').setInputFiles({ name: 'orbital.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('[data-testid="alert"][data-type="success"]').filter({ hasText: 'Logo saved.' })).toBeVisible();
    const frameLogo = page.getByTestId('startup-file-frame').locator('img').first();
    await expect(frameLogo).toHaveAttribute('src', /^\/files\/[0-9a-f-]+\/orbital\.png$/);
    const src = (await frameLogo.getAttribute('src'))!;
    await expect(card.getByTestId('startup-logo-upload')).toHaveText('Replace logo');
    await saveScreenshot(page, 'startup-logo-card-1280-en-light');

    // Staff see it in the portfolio list and the community directory.
    const other = await sessions.newContext({ viewport: { width: 1280, height: 900 } });
    const staffPage = await other.newPage();
    await signInTo(staffPage, 'staff@demo.test', '/startups');
    await expect(staffPage.locator(`img[src="${src}"]`).first()).toBeVisible({ timeout: 30_000 });
    // With a picture the row's avatar is an <img>: it needs its alt (the seed has no logos, so only this shows it).
    expect(await seriousViolations(staffPage)).toEqual([]);
    await staffPage.goto('/community/startups');
    await staffPage.getByTestId('directory-search').fill('Orbital');
    await expect(staffPage.getByTestId('startup-card').filter({ hasText: 'Orbital Labs' }).locator(`img[src="${src}"]`)).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(staffPage)).toEqual([]);

    // Removed: the initials come back.
    await card.getByTestId('startup-logo-remove').click();
    await expect(page.locator('[data-testid="alert"][data-type="success"]').filter({ hasText: 'Logo removed.' })).toBeVisible();
    await expect(page.getByTestId('startup-file-frame').locator(`img[src="${src}"]`)).toHaveCount(0);
    await expect(card.getByTestId('startup-logo-upload')).toHaveText('Upload logo');
  });

  test('the community directory filters startups by industry and by tag', async ({ page, sessions }) => {
    test.setTimeout(180_000);
    const host = tenantHost('demo');
    const admin = await restSignIn('demo', 'admin@demo.test', 'Demo!2026');
    sessions.trackToken(host, admin);
    const stamp = Date.now().toString(36);
    const { createIndustry } = await graphqlOk<{ createIndustry: { _id: string } }>(host, admin, 'mutation I($n: String!) { createIndustry(name: $n) { _id } }', { n: `Orbital mechanics ${stamp}` });
    const { createTag } = await graphqlOk<{ createTag: { _id: string } }>(host, admin, 'mutation T($n: String!) { createTag(kind: startup, name: $n) { _id } }', { n: `Spacefaring ${stamp}` });
    const { startups } = await graphqlOk<{ startups: { results: Array<{ _id: string; name: string }> } }>(host, admin, '{ startups(limit: 100) { results { _id name } } }');
    const idOf = (name: string) => startups.results.find((s) => s.name === name)!._id;
    await graphqlOk(host, admin, 'mutation U($id: ID!, $i: [ID!]!) { updateStartupProfile(startupId: $id, input: { industryIds: $i }) { _id } }', { id: idOf('Orbital Labs'), i: [createIndustry._id] });
    await graphqlOk(host, admin, 'mutation S($id: ID!, $t: [ID!]!) { setStartupTags(startupId: $id, tagIds: $t) { _id } }', { id: idOf('Kiln & Co'), t: [createTag._id] });

    await signInTo(page, 'admin@demo.test', '/community/startups');
    await expect(page.getByTestId('startup-card').first()).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('directory-filter-industry').click();
    await page.getByRole('option', { name: `Orbital mechanics ${stamp}` }).click();
    await expect(page.getByTestId('startup-card')).toHaveCount(1);
    await expect(page.getByTestId('startup-card').first()).toContainText('Orbital Labs');
    await page.getByTestId('directory-filter-tag').click();
    await page.getByRole('option', { name: `Spacefaring ${stamp}` }).click();
    // Orbital is in the industry but does not carry the tag: nothing matches both.
    await expect(page.getByTestId('directory-empty')).toHaveText('Nothing matches your search.');
    await saveScreenshot(page, 'community-filters-1280-en-light');

    const arabic = await sessions.newContext({ viewport: { width: 375, height: 900 }, colorScheme: 'dark' });
    await arabic.addCookies([{ name: 'lang_pref', value: 'ar', url: tenantUrl('demo', '/') }]);
    const small = await arabic.newPage();
    await signInTo(small, 'admin@demo.test', '/community/startups');
    await expect(small.getByTestId('directory-filters')).toBeVisible({ timeout: 30_000 });
    await expect(small.getByTestId('startup-card').first()).toBeVisible();
    await saveScreenshot(small, 'community-filters-375-ar-dark');
  });
});
