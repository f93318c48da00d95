/**
 * Issue 5 journey, two people at once: staff assigns a task to cofounder@demo.test; the co-founder's count rises
 * live; the co-founder ticks it done; staff sees it done; the assignment notification is New, then Earlier.
 */
import type { Page } from '@playwright/test';
import { saveScreenshot, signInTo } from '../support/app';
import { exclusive } from '../support/exclusive';
import { expect, test } from '../support/fixtures';

/** Tomorrow as YYYY-MM-DD in the browser's time zone (inside "Today's tasks", never in the past). */
function tomorrowLocal(): string {
  const date = new Date(Date.now() + 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** The side-bar count of pending tasks (absent = 0). */
async function sideBarCount(page: Page): Promise<number> {
  const badge = page.getByTestId('tasks-nav-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

test.describe('tasks and notifications, live between two people', () => {
  test('staff assigns a task; the co-founder sees it live, ticks it; staff sees it done; the notification goes New → Earlier', async ({ page, sessions }) => {
    test.setTimeout(180_000);
    // The co-founder's task count and pending metrics are shared with the other journey: one at a time.
    await exclusive('cofounder@demo.test', async () => {
      const taskName = `Share the Q3 numbers ${Date.now()}`;

      // The co-founder, in a browser of their own.
      const cofounderContext = await sessions.newContext();
      const cofounder = await cofounderContext.newPage();
      // The count before is the one the side bar shows once the navbar query has answered (the side bar can be on
      // screen before that answer: reading the badge then read 0).
      const navbarAnswer = cofounder.waitForResponse((response) => response.url().includes('operationName=NavbarTasks'));
      await signInTo(cofounder, 'cofounder@demo.test', '/');
      await expect(cofounder.locator('[data-nav="tasks"]').first()).toBeVisible();
      const before = ((await (await navbarAnswer).json()) as { data: { tasks: { totalCount: number } } }).data.tasks.totalCount;
      await expect.poll(() => sideBarCount(cofounder), { timeout: 15_000 }).toBe(before);

      // Staff creates the task from the tasks slide-over.
      await signInTo(page, 'staff@demo.test', '/');
      await page.getByTestId('tasks-button').click();
      const drawer = page.getByRole('dialog', { name: "Today's Tasks" });
      await expect(drawer).toBeVisible();
      await drawer.getByTestId('tasks-add').click();
      const form = page.getByRole('dialog', { name: 'Add Task' });
      await form.getByTestId('task-form-name').fill(taskName);
      await form.getByTestId('task-form-due-date').fill(tomorrowLocal());
      await form.getByTestId('task-form-assignees').click();
      await form.getByTestId('task-form-assignees').pressSequentially('Liam');
      await page.getByRole('option', { name: /Liam Carter/ }).click();
      // The multi-select keeps its list open for more picks; Escape closes it (the form stays).
      await form.getByTestId('task-form-assignees').press('Escape');
      await expect(page.getByRole('option', { name: /Liam Carter/ })).toBeHidden();
      await form.getByTestId('task-form-submit').click();
      await expect(page.getByText('Task created')).toBeVisible();

      // The co-founder's count rises without a reload.
      await expect.poll(() => sideBarCount(cofounder), { timeout: 15_000 }).toBe(before + 1);
      await saveScreenshot(cofounder, 'journey-cofounder-count');

      // The notification is New in the panel.
      await cofounder.getByTestId('notifications-bell').click();
      const panel = cofounder.getByTestId('notifications-panel');
      await expect(panel.getByTestId('notifications-new').getByText(taskName, { exact: false })).toBeVisible();
      await saveScreenshot(cofounder, 'journey-notification-new');
      await cofounder.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      // The co-founder ticks it on /tasks.
      await cofounder.goto('/tasks');
      const checkbox = cofounder.getByRole('checkbox', { name: taskName });
      await expect(checkbox).toBeEnabled();
      await checkbox.check();
      await expect(checkbox).toBeChecked();
      await expect.poll(() => sideBarCount(cofounder), { timeout: 15_000 }).toBe(before);

      // Staff sees it done among the tasks they created.
      await page.goto('/tasks');
      // CHR-04: the top bar's extra tab names the area.
      await expect(page.getByTestId('context-tab')).toHaveAttribute('data-area', 'tasks');
      await page.getByTestId('tasks-scope-filter').getByText('Created by me').click();
      await page.getByTestId('tasks-status-filter').getByText('Completed').click();
      const done = page.getByTestId('task-item').filter({ hasText: taskName });
      await expect(done).toHaveAttribute('data-done', 'true');
      await saveScreenshot(page, 'journey-staff-sees-done');

      // Reopened, the notification has moved to Earlier.
      await cofounder.getByTestId('notifications-bell').click();
      await expect(panel).toBeVisible();
      await expect(panel.getByTestId('notifications-earlier').getByText(taskName, { exact: false })).toBeVisible();
      await expect(panel.getByTestId('notifications-new')).toHaveCount(0);
      await saveScreenshot(cofounder, 'journey-notification-earlier');
    });
  });
});
