/**
 * D-592: the live chat. A co-founder opens his conversation with his coach (unread from the seed), writes; the coach,
 * in his own session with the conversation open, sees it arrive without reloading and answers, which arrives live
 * too; the co-founder then starts a group. An administrator keeps two roles apart on /chat/management and puts them
 * back. Another tenant without the chat in its plan is sent to the plan page. The pages pass axe in the four looks
 * (1280-en-light, 1280-ar-dark, 375-en-dark, 375-ar-light) with nothing running off the side; screenshots chat-<look>
 * and chat-management-<look>.
 */
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { openVariant, SCREEN_VARIANTS, variantSuffix } from '../support/screen-variants';
import { saveScreenshot, signInTo } from '../support/app';
import { tenantUrl } from '../support/env';

test.describe('chat', () => {
  test('a co-founder and his coach write to each other live; the co-founder starts a group', async ({ page, browser }) => {
    await signInTo(page, 'cofounder@demo.test', '/chat');
    const withCoach = page.getByTestId('chat-conversation').filter({ hasText: 'Marcus Bell' });
    await expect(withCoach.getByTestId('chat-unread')).toBeVisible({ timeout: 15_000 });
    await withCoach.click();
    await expect(page.getByTestId('chat-thread-title')).toHaveText('Marcus Bell');
    await expect(page.getByTestId('chat-message').last()).toContainText('churn numbers');
    await expect(withCoach.getByTestId('chat-unread')).toHaveCount(0);
    const address = new URL(page.url());

    const context = await browser.newContext({ baseURL: tenantUrl('demo', '') });
    const coach = await context.newPage();
    await signInTo(coach, 'coach@demo.test', `${address.pathname}${address.search}`);
    await expect(coach.getByTestId('chat-thread-title')).toHaveText('Liam Carter', { timeout: 15_000 });

    const note = `Churn was 2.1% last month (${Date.now()})`;
    await page.getByTestId('chat-composer').fill(note);
    await page.getByTestId('chat-composer').press('Enter');
    await expect(page.getByTestId('chat-composer')).toHaveValue('');
    await expect(page.getByTestId('chat-message').last()).toContainText(note);
    // Live: the coach's open conversation shows it without a reload, once.
    await expect(coach.getByTestId('chat-message').filter({ hasText: note })).toHaveCount(1, { timeout: 15_000 });
    await coach.getByTestId('chat-composer').fill('Thanks — see you Thursday.');
    await coach.getByTestId('chat-send').click();
    await expect(page.getByTestId('chat-message').last()).toContainText('Thanks — see you Thursday.', { timeout: 15_000 });
    await context.close();

    await page.getByTestId('chat-new').click();
    const people = page.getByTestId('chat-new-people');
    for (const name of ['Elena Petrova', 'Marcus Bell']) {
      await people.fill(name.split(' ')[0]!);
      await page.getByRole('option', { name: new RegExp(name) }).click();
    }
    const title = `Pricing review ${Date.now()}`;
    await page.getByTestId('chat-new-title').fill(title);
    await page.getByTestId('chat-new-start').click();
    await expect(page.getByTestId('chat-thread-title')).toHaveText(title);
    await expect(page.getByTestId('chat-thread-empty')).toBeVisible();
    await page.getByTestId('chat-composer').fill('Let us review the pricing page together.');
    await page.getByTestId('chat-send').click();
    await expect(page.getByTestId('chat-conversation').first()).toContainText(title);
  });

  test('an administrator keeps two roles apart and puts them back; a tenant without the chat is sent to its plan', async ({ page, browser }) => {
    await signInTo(page, 'admin@demo.test', '/chat/management');
    const pair = page.getByTestId('chat-pair-Mentor-Cofounder');
    await expect(pair).toBeChecked({ timeout: 15_000 });
    await pair.uncheck();
    await expect(page.getByTestId('chat-pair-Cofounder-Mentor')).not.toBeChecked();
    await page.getByTestId('chat-access-save').click();
    await expect(page.getByTestId('chat-access-save')).toBeDisabled();
    await page.reload();
    await expect(page.getByTestId('chat-pair-Cofounder-Mentor')).not.toBeChecked({ timeout: 15_000 });
    await page.getByTestId('chat-pair-Cofounder-Mentor').check();
    await page.getByTestId('chat-access-save').click();
    await expect(page.getByTestId('chat-access-save')).toBeDisabled();
    await page.reload();
    await expect(page.getByTestId('chat-pair-Mentor-Cofounder')).toBeChecked({ timeout: 15_000 });

    const context = await browser.newContext({ baseURL: tenantUrl('acme', '') });
    const acme = await context.newPage();
    await signInTo(acme, 'admin@acme.test', '/chat', { tenant: 'acme' });
    await expect(acme).toHaveURL(/\/admin\/configuration\/plan$/, { timeout: 15_000 });
    await context.close();
  });

  test('the chat and its access page in the four looks: no serious axe violation, nothing off the side', async ({ page }) => {
    test.setTimeout(120_000);
    await signInTo(page, 'mentor@demo.test', '/');
    const found: string[] = [];
    for (const variant of SCREEN_VARIANTS) {
      await openVariant(page, variant, '/chat');
      await page.getByTestId('chat-conversation').filter({ hasText: 'Orbital Labs team' }).click();
      await expect(page.getByTestId('chat-message').first()).toBeVisible({ timeout: 15_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${variantSuffix(variant)} overflows`).toBeLessThanOrEqual(0);
      found.push(...(await seriousViolations(page)).map((line) => `chat ${variantSuffix(variant)}: ${line}`));
      await saveScreenshot(page, `chat-${variantSuffix(variant)}`);
    }
    await signInTo(page, 'admin@demo.test', '/');
    for (const variant of SCREEN_VARIANTS) {
      await openVariant(page, variant, '/chat/management');
      await expect(page.getByTestId('chat-access-grid')).toBeVisible({ timeout: 15_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${variantSuffix(variant)} overflows`).toBeLessThanOrEqual(0);
      found.push(...(await seriousViolations(page)).map((line) => `management ${variantSuffix(variant)}: ${line}`));
      await saveScreenshot(page, `chat-management-${variantSuffix(variant)}`);
    }
    expect(found).toEqual([]);
  });
});
