/**
 * D-583: the course library. Staff create a course, give it a chapter and two lessons and publish it; a co-founder, in
 * their own session, finds it in the catalogue, takes both lessons (each "Mark as complete" moves on) and sees the
 * course finished; staff then find the co-founder among the course's learners and delete the course. The course pages
 * — home, catalogue, a course, a lesson, management, builder and learners — pass axe in the looks (1280-en-light,
 * 1280-ar-dark, 375-en-dark, 375-ar-light) with nothing running off the side; screenshots courses-<page>-<look>.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { openVariant, SCREEN_VARIANTS, variantSuffix } from '../support/screen-variants';
import { saveScreenshot, signInTo } from '../support/app';
import { tenantUrl } from '../support/env';

/** The seeded course's id, read from the page (the browser resolves the tenant's host). */
async function seededCourseId(page: Page, title: string): Promise<string> {
  const id = await page.evaluate(async (wanted) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
      body: JSON.stringify({ query: 'query { managedCourses { _id title } }' }),
    });
    const body = (await response.json()) as { data?: { managedCourses: Array<{ _id: string; title: string }> } };
    return body.data?.managedCourses.find((course) => course.title === wanted)?._id ?? null;
  }, title);
  expect(id, `seeded course ${title}`).not.toBeNull();
  return id!;
}

test.describe('course library', () => {
  test('staff build and publish a course; a co-founder takes it; staff see the learner and delete it', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const title = `Pitch practice ${Date.now()}`;
    await signInTo(page, 'staff@demo.test', '/courses/management');
    await expect(page.getByTestId('course-row').first()).toBeVisible({ timeout: 15_000 });

    await page.getByTestId('new-course').click();
    await page.getByTestId('course-dialog-title').fill(title);
    await page.getByTestId('course-dialog-summary').fill('Two short lessons before demo day.');
    await page.getByTestId('course-dialog-save').click();
    await expect(page.getByTestId('course-builder')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/courses\/management\/course\/[0-9a-f-]+\/builder/);
    const courseId = /course\/([0-9a-f-]+)\/builder/.exec(page.url())![1]!;

    // Publishing an empty course is refused with the reason; nothing changes.
    await page.getByTestId('add-chapter').click();
    await page.getByTestId('chapter-dialog-title').fill('The pitch');
    await page.getByTestId('chapter-dialog-save').click();
    const chapter = page.getByTestId('chapter-card').filter({ hasText: 'The pitch' });
    await expect(chapter).toBeVisible();
    const dialog = page.getByTestId('lesson-dialog');
    for (const [lessonTitle, body] of [
      ['Your first pitch', 'Say what you do in one sentence.\nRecord it and watch it back: https://example.com/pitch-guide'],
      ['Handling questions', 'List the ten questions you fear most and answer each in two sentences.'],
    ] as const) {
      await chapter.getByTestId('add-lesson').click();
      await page.getByTestId('lesson-dialog-title').fill(lessonTitle);
      await page.getByTestId('lesson-dialog-body').fill(body);
      await page.getByTestId('lesson-dialog-duration').fill('10');
      await page.getByTestId('lesson-dialog-save').click();
      await expect(dialog).toBeHidden();
    }
    await expect(chapter.getByTestId('lesson-row')).toHaveCount(2);
    await page.getByTestId('course-publish').click();
    await expect(page.getByTestId('course-status')).toHaveText(/published/i);

    const context = await browser.newContext({ baseURL: tenantUrl('demo', '') });
    const founder = await context.newPage();
    await signInTo(founder, 'cofounder2@demo.test', '/courses');
    await founder.getByTestId('courses-search').fill(title);
    const card = founder.locator(`[data-testid="course-card"][data-course-id="${courseId}"]`);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await card.getByTestId('course-card-link').click();
    await expect(founder.getByTestId('course-page')).toBeVisible();
    await expect(founder.getByTestId('course-edit')).toHaveCount(0);
    await founder.getByTestId('course-start').click();
    await expect(founder.getByTestId('lesson-title')).toHaveText('Your first pitch');
    await expect(founder.getByTestId('lesson-body').getByRole('link')).toHaveAttribute('href', 'https://example.com/pitch-guide');
    await founder.getByTestId('lesson-complete').click();
    await expect(founder.getByTestId('lesson-title')).toHaveText('Handling questions');
    await founder.getByTestId('lesson-complete').click();
    await founder.goto(`/courses/${courseId}`);
    const progress = founder.getByTestId('course-progress').first();
    await expect(progress).toHaveAttribute('data-completed', '2');
    await expect(progress).toHaveAttribute('data-total', '2');
    // The co-founder may not open the builder: the route's guard sends them home.
    await founder.goto(`/courses/management/course/${courseId}/builder`);
    await expect(founder).toHaveURL(tenantUrl('demo', '/'));
    await context.close();

    await page.goto(`/courses/management/course/${courseId}/dashboard`);
    const learner = page.getByTestId('learner-row');
    await expect(learner).toHaveCount(1, { timeout: 15_000 });
    await expect(learner).toContainText('Maya Chen');
    await expect(learner.getByTestId('course-progress')).toHaveAttribute('data-completed', '2');
    await expect(page.getByTestId('learner-finished')).toHaveCount(1);

    await page.goto('/courses/management');
    const row = page.locator(`[data-testid="course-row"][data-course-id="${courseId}"]`);
    await row.getByTestId('course-row-menu').click();
    await page.getByTestId('course-row-delete').click();
    await page.getByTestId('course-delete-confirm').click();
    await expect(row).toHaveCount(0);
  });

  test('the course pages in the looks: no serious axe violation, nothing off the side', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    const check = async (target: Page, name: string, variant: (typeof SCREEN_VARIANTS)[number]) => {
      const overflow = await target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} ${variantSuffix(variant)} overflows`).toBeLessThanOrEqual(0);
      found.push(...(await seriousViolations(target)).map((line) => `${name} ${variantSuffix(variant)}: ${line}`));
      await saveScreenshot(target, `courses-${name}-${variantSuffix(variant)}`);
    };

    // The learner's pages, as the seeded co-founder part-way through "Founder foundations".
    await signInTo(page, 'cofounder@demo.test', '/courses/home');
    for (const variant of SCREEN_VARIANTS) {
      await openVariant(page, variant, '/courses/home');
      await expect(page.getByTestId('course-continue').first()).toBeVisible({ timeout: 15_000 });
      await check(page, 'home', variant);
      await openVariant(page, variant, '/courses');
      await expect(page.getByTestId('course-card').first()).toBeVisible({ timeout: 15_000 });
      await check(page, 'catalogue', variant);
      await page.getByTestId('course-card').filter({ hasText: 'Founder foundations' }).getByTestId('course-card-link').click();
      await expect(page.getByTestId('course-outline')).toBeVisible({ timeout: 15_000 });
      await check(page, 'course', variant);
      await page.getByTestId('course-start').click();
      await expect(page.getByTestId('lesson-body')).toBeVisible({ timeout: 15_000 });
      await check(page, 'lesson', variant);
    }

    // The staff pages, in a context of their own.
    const context = await browser.newContext({ baseURL: tenantUrl('demo', '') });
    const staff = await context.newPage();
    await signInTo(staff, 'staff@demo.test', '/courses/management');
    const courseId = await seededCourseId(staff, 'Founder foundations');
    for (const variant of SCREEN_VARIANTS) {
      await openVariant(staff, variant, '/courses/management');
      await expect(staff.getByTestId('course-row').first()).toBeVisible({ timeout: 15_000 });
      await check(staff, 'management', variant);
      await openVariant(staff, variant, `/courses/management/course/${courseId}/builder`);
      await expect(staff.getByTestId('chapter-card').first()).toBeVisible({ timeout: 15_000 });
      await check(staff, 'builder', variant);
      await openVariant(staff, variant, `/courses/management/course/${courseId}/dashboard`);
      await expect(staff.getByTestId('learner-row').first()).toBeVisible({ timeout: 15_000 });
      await check(staff, 'learners', variant);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
