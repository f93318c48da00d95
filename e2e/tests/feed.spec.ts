/**
 * D-581: the organisation's activity feed. A co-founder reads the pinned welcome, publishes news, edits it, likes
 * staff's reminder and comments on it; staff, in their own session, see the news, pin it above the stream and then remove it.
 * The page passes axe in the four looks (1280-en-light, 1280-ar-dark, 375-en-dark, 375-ar-light) with nothing running
 * off the side; screenshots feed-<look>.
 */
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { openVariant, SCREEN_VARIANTS, variantSuffix } from '../support/screen-variants';
import { saveScreenshot, signInTo } from '../support/app';
import { tenantUrl } from '../support/env';

test.describe('activity feed', () => {
  test('a co-founder posts, edits, likes and comments; staff pin the post, then remove it', async ({ page, browser }) => {
    await signInTo(page, 'cofounder@demo.test', '/organization/feed');
    const pinned = page.getByTestId('feed-pinned');
    await expect(pinned.getByTestId('feed-post')).toContainText('Welcome to the new cohort', { timeout: 15_000 });

    const news = `Orbital Labs is hiring a field agronomist ${Date.now()}`;
    await page.getByTestId('feed-composer-text').fill(news);
    await page.getByTestId('feed-composer-submit').click();
    const latest = page.getByTestId('feed-latest');
    const mine = latest.getByTestId('feed-post').first();
    await expect(mine.getByTestId('feed-post-body')).toHaveText(news);
    await expect(page.getByTestId('feed-composer-text')).toHaveValue('');

    await mine.getByTestId('feed-post-menu').click();
    await page.getByTestId('feed-post-edit').click();
    await mine.getByTestId('feed-post-editor-text').fill(`${news} (remote possible)`);
    await mine.getByTestId('feed-post-editor-submit').click();
    await expect(mine.getByTestId('feed-post-body')).toHaveText(`${news} (remote possible)`);
    await expect(mine.getByTestId('feed-edited')).toBeVisible();

    const tip = latest.getByTestId('feed-post').filter({ hasText: 'monthly metrics are due' });
    const likes = tip.getByTestId('feed-like');
    const before = Number((await likes.textContent())?.match(/\d+/)?.[0]);
    await likes.click();
    await expect(likes).toHaveAttribute('aria-pressed', 'true');
    await expect(likes).toContainText(String(before + 1));
    await tip.getByTestId('feed-comment-input').fill('Noted, ours go in on Monday.');
    await tip.getByTestId('feed-comment-send').click();
    await expect(tip.getByTestId('feed-comment').last()).toContainText('Noted, ours go in on Monday.');

    const context = await browser.newContext({ baseURL: tenantUrl('demo', '') });
    const staff = await context.newPage();
    await signInTo(staff, 'staff@demo.test', '/organization/feed');
    const theirView = staff.getByTestId('feed-latest').getByTestId('feed-post').filter({ hasText: news });
    await expect(theirView).toBeVisible({ timeout: 15_000 });
    await theirView.getByTestId('feed-post-menu').click();
    await staff.getByTestId('feed-post-pin').click();
    const pinnedNews = staff.getByTestId('feed-pinned').getByTestId('feed-post').filter({ hasText: news });
    await expect(pinnedNews.getByTestId('feed-pinned-badge')).toBeVisible();
    await pinnedNews.getByTestId('feed-post-menu').click();
    await staff.getByTestId('feed-post-delete').click();
    await staff.getByTestId('feed-delete-confirm').click();
    await expect(staff.getByTestId('feed-post').filter({ hasText: news })).toHaveCount(0);
    await context.close();

    await page.reload();
    await expect(page.getByTestId('feed-post').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('feed-post').filter({ hasText: news })).toHaveCount(0);
  });

  test('the feed in the four looks: no serious axe violation, nothing off the side', async ({ page }) => {
    test.setTimeout(90_000);
    await signInTo(page, 'mentor@demo.test', '/');
    const found: string[] = [];
    for (const variant of SCREEN_VARIANTS) {
      await openVariant(page, variant, '/organization/feed');
      await expect(page.getByTestId('feed-pinned').getByTestId('feed-post').first()).toBeVisible({ timeout: 15_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${variantSuffix(variant)} overflows`).toBeLessThanOrEqual(0);
      found.push(...(await seriousViolations(page)).map((line) => `${variantSuffix(variant)}: ${line}`));
      await saveScreenshot(page, `feed-${variantSuffix(variant)}`);
    }
    expect(found).toEqual([]);
  });
});
