/**
 * Keyboard quick search (issue 4; D1 §2.4): "/" and Ctrl/Cmd+K open it, not while the focus is in a field or on a
 * button; arrow keys move the selection and Enter opens it; Escape closes; names and descriptions are searched;
 * no match shows the empty state (CHR-27..31).
 */
import type { Page } from '@playwright/test';
import { signInTo } from '../support/app';
import { expect, test } from '../support/fixtures';

function quickSearch(page: Page) {
  return page.getByRole('dialog', { name: 'Quick search' });
}

/**
 * Nothing focused: the shortcuts apply to the page itself. The pointer goes to the window's corner too, so that no
 * result the panel opens under it takes the selection by hover (the keyboard is what is tested).
 */
async function blurFocus(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  await page.mouse.move(0, 0);
}

test.describe('quick search', () => {
  test('"/", Ctrl+K and Cmd+K open it with the search box focused; Escape closes it', async ({ page }) => {
    await signInTo(page, 'admin@demo.test', '/');
    const dialog = quickSearch(page);
    const input = page.getByTestId('quick-search-input');

    for (const shortcut of ['/', 'Control+k', 'Meta+k']) {
      await blurFocus(page);
      await page.keyboard.press(shortcut);
      await expect(dialog, `${shortcut} opens quick search`).toBeVisible();
      await expect(input).toBeFocused();
      // "/" opens the panel without typing itself into the box.
      await expect(input).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(dialog, `Escape closes quick search opened by ${shortcut}`).toBeHidden();
    }
  });

  test('arrow keys move the selection, Enter opens the chosen section', async ({ page }) => {
    await signInTo(page, 'admin@demo.test', '/');
    await blurFocus(page);
    await page.keyboard.press('/');
    const dialog = quickSearch(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.type('events');

    const options = dialog.getByRole('option');
    await expect.poll(() => options.count(), { message: 'several matches for "events"' }).toBeGreaterThan(2);
    const count = await options.count();
    const selectedIndex = () => options.evaluateAll((nodes) => nodes.findIndex((n) => n.getAttribute('aria-selected') === 'true'));
    await expect.poll(selectedIndex).toBe(0);
    await page.keyboard.press('ArrowDown');
    await expect.poll(selectedIndex).toBe(1);
    await page.keyboard.press('ArrowUp');
    await expect.poll(selectedIndex).toBe(0);
    // Up from the first wraps to the last.
    await page.keyboard.press('ArrowUp');
    await expect.poll(selectedIndex).toBe(count - 1);

    // Walk down to "My events" (a sub-section of Events, D1 §2.4) and open it with Enter.
    const labels = await options.allInnerTexts();
    const target = labels.findIndex((text) => text.split('\n')[0]?.trim() === 'My events');
    expect(target, `"My events" among ${JSON.stringify(labels)}`).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('ArrowDown'); // from the last back to the first
    for (let i = 0; i < target; i += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(selectedIndex).toBe(target);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/events\/my-events$/);
    await expect(dialog).toBeHidden();
  });

  test('descriptions are searched too, and no match shows the empty state', async ({ page }) => {
    await signInTo(page, 'admin@demo.test', '/');
    await blurFocus(page);
    await page.keyboard.press('Control+k');
    const dialog = quickSearch(page);
    await expect(dialog).toBeVisible();
    const input = page.getByTestId('quick-search-input');

    // "Password and active sessions." is the description of Security, whose name says nothing of passwords.
    await input.fill('password');
    await expect(dialog.getByRole('option').filter({ hasText: 'Security' })).toBeVisible();

    await input.fill('zzqx');
    const empty = page.getByTestId('quick-search-empty');
    await expect(empty).toContainText('No results found!');
    await expect(empty).toContainText('We found no result for your query.');
    await expect(empty).toContainText('zzqx');
    await expect(dialog.getByRole('option')).toHaveCount(0);
  });

  test('the shortcuts do nothing while the focus is in a field, a text area or on a button', async ({ page }) => {
    await signInTo(page, 'admin@demo.test', '/admin/configuration/general');
    const form = page.getByTestId('general-form');
    await expect(form).toBeVisible();
    const dialog = quickSearch(page);

    const name = form.locator('input[name="name"]');
    const original = await name.inputValue();
    await name.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('/');
    await page.keyboard.press('Control+k');
    await expect(name).toHaveValue(`${original}/`);

    const description = form.locator('textarea[name="description"]');
    const originalDescription = await description.inputValue();
    await description.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('/');
    await expect(description).toHaveValue(`${originalDescription}/`);

    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('/');
    await page.keyboard.press('Meta+k');
    await expect(dialog).toBeHidden();

    // And once the focus leaves them, "/" opens quick search on the same page (the form is not saved).
    await blurFocus(page);
    await page.keyboard.press('/');
    await expect(dialog).toBeVisible();
  });
});
