/**
 * Issue 14 item 4: the startup file's tabs. A co-founder uploads a document to their startup and sees the milestone
 * plan's progress move when they update a milestone; staff export the startup's file and download it as PDF and XLSX.
 * Screenshots of the documents, milestones, tasks, analytics and export tabs at 1280 and 375 wide, in English and
 * Arabic, light and dark: startup-file-<tab>-<width>-<lang>-<scheme>.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { variantPage, variantSuffix, type ScreenVariant } from '../support/screen-variants';
import { saveScreenshot, storedAuth, signInTo } from '../support/app';
import { graphqlOk, tenantHost } from '../support/api';

async function orbitalId(page: Page): Promise<string> {
  const { token } = await storedAuth(page);
  const answer = await graphqlOk<{ startups: { results: Array<{ _id: string; name: string }> } }>(
    tenantHost('demo'),
    token,
    'query { startups(search: "Orbital Labs") { results { _id name } } }',
  );
  const orbital = answer.startups.results.find((s) => s.name === 'Orbital Labs');
  expect(orbital).toBeDefined();
  return orbital!._id;
}

test.describe('startup file tabs', () => {
  test('a co-founder uploads a document and sees the milestones progress', async ({ page }) => {
    await signInTo(page, 'cofounder@demo.test', '/');
    const id = await orbitalId(page);
    await page.goto(`/startup/${id}/file/documents`);
    await expect(page.getByTestId('startup-documents-page')).toBeVisible({ timeout: 15_000 });
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('documents-upload').click();
    await (await chooser).setFiles({ name: 'Investor update.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 investor update') });
    const row = page.locator('[data-testid="startup-document"][data-name="Investor update.pdf"]');
    await expect(row).toBeVisible({ timeout: 15_000 });
    // The link is signed for the viewer: it opens the bytes as a plain download.
    const href = await row.getByTestId('startup-document-link').getAttribute('href');
    const bytes = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, text: await response.text() };
    }, href!);
    expect(bytes).toEqual({ status: 200, text: '%PDF-1.4 investor update' });

    await page.goto(`/startup/${id}/file/milestones`);
    const summary = page.getByTestId('milestone-plan-summary');
    await expect(summary).toBeVisible({ timeout: 15_000 });
    const before = Number(await summary.getAttribute('data-percent'));
    const customers = page.locator('[data-testid="milestone"][data-name="Monthly recurring revenue"]');
    await customers.getByTestId('milestone-update-progress').click();
    const input = page.getByTestId('milestone-progress-input');
    await input.fill('20');
    await page.getByTestId('milestone-progress-save').click();
    await expect(customers).toHaveAttribute('data-percent', '100');
    await expect(customers.getByTestId('milestone-percent')).toHaveText('100%');
    await expect.poll(async () => Number(await summary.getAttribute('data-percent'))).toBeGreaterThanOrEqual(before);
    await saveScreenshot(page, 'startup-file-founder-milestones');
  });

  test('staff export the startup file as PDF and XLSX and download it', async ({ page }) => {
    await signInTo(page, 'staff@demo.test', '/');
    const id = await orbitalId(page);
    await page.goto(`/startup/${id}/file/export`);
    await page.getByTestId('export-pdf').click();
    const link = page.getByTestId('export-download');
    await expect(link).toBeVisible({ timeout: 15_000 });
    const pdfDownload = page.waitForEvent('download');
    await link.click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^Orbital Labs \d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByTestId('export-xlsx').click();
    await expect(link).toContainText('.xlsx', { timeout: 15_000 });
    const xlsxDownload = page.waitForEvent('download');
    await link.click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    // An XLSX file is a zip archive.
    expect((await readFile((await xlsx.path())!)).subarray(0, 2).toString()).toBe('PK');
    await saveScreenshot(page, 'startup-file-export-done');
  });
});

const TABS = ['documents', 'milestones', 'tasks', 'analytics', 'export'] as const;
const look = (width: number, language: 'en' | 'ar', colorScheme: 'light' | 'dark'): ScreenVariant => ({ width, height: 900, language, colorScheme });
const VARIANTS: ReadonlyArray<ScreenVariant & { tabs: readonly (typeof TABS)[number][] }> = [
  { ...look(1280, 'en', 'light'), tabs: TABS },
  { ...look(375, 'en', 'dark'), tabs: TABS },
  { ...look(1280, 'ar', 'dark'), tabs: ['documents', 'milestones'] },
  { ...look(375, 'ar', 'light'), tabs: ['documents', 'milestones', 'export'] },
  { ...look(1280, 'en', 'dark'), tabs: ['milestones'] },
  { ...look(375, 'en', 'light'), tabs: ['milestones'] },
];

test.describe('startup file tabs: screenshots', () => {
  for (const variant of VARIANTS) {
    test(`${variant.width} ${variant.language} ${variant.colorScheme}`, async ({ sessions }) => {
      // Up to five tabs, each settled for its screenshot.
      test.setTimeout(150_000);
      const page = await variantPage(sessions, variant);
      // An administrator may change the startup: every control of every tab is on the picture.
      await signInTo(page, 'admin@demo.test', '/');
      if (variant.language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const id = await orbitalId(page);
      for (const tab of variant.tabs) {
        await page.goto(`/startup/${id}/file/${tab}`);
        await expect(page.getByTestId(`startup-${tab}-page`)).toBeVisible({ timeout: 15_000 });
        if (tab === 'milestones') await expect(page.getByTestId('milestone-plan-summary')).toBeVisible();
        // No part of the page runs off its side.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${tab} overflows`).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `startup-file-${tab}-${variantSuffix(variant)}`);
      }
    });
  }

  test('milestone templates page', async ({ page }) => {
    await signInTo(page, 'admin@demo.test', '/startups/programs/milestone-templates');
    await expect(page.locator('[data-testid="milestone-template"][data-name="Seed round"]')).toBeVisible({ timeout: 15_000 });
    await saveScreenshot(page, 'startup-file-milestone-templates');
  });
});
