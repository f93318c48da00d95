/**
 * Issue 4: axe finds no serious or critical violations (WCAG 2.1 A/AA) on /login, the shell and every organisation
 * settings page, in light, dark and Arabic (right to left). One sign-in per variant; the settings pages are reached
 * by client-side navigation. Screenshots of a few pages in dark and Arabic are saved for people to look at.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { saveScreenshot, submitLogin } from '../support/app';
import { seriousViolations } from '../support/axe';
import { tenantUrl } from '../support/env';
import { expect, test } from '../support/fixtures';
import { instrumentApp, visitInApp } from '../support/in-app-navigation';

interface Variant {
  name: string;
  colorScheme: 'light' | 'dark';
  /** lang_pref cookie (LOC-05) set before the first page load; none = the tenant's default (en). */
  language?: 'ar';
  /** Settings pages whose screenshot is saved in this variant. */
  screenshots: readonly string[];
}

const VARIANTS: readonly Variant[] = [
  { name: 'light', colorScheme: 'light', screenshots: [] },
  { name: 'dark', colorScheme: 'dark', screenshots: ['general', 'branding', 'plan', 'roles', 'users', 'permissions'] },
  { name: 'Arabic', colorScheme: 'light', language: 'ar', screenshots: ['general', 'branding', 'plan', 'roles', 'users', 'permissions', 'logs'] },
];

/** D1 §2.3 /admin/configuration pages that are built, each with the element that shows it has loaded. */
const SETTINGS_PAGES: ReadonlyArray<{ section: string; ready: (page: Page) => Locator }> = [
  { section: 'general', ready: (page) => page.getByTestId('general-form') }, // with the startup label card
  { section: 'domain', ready: (page) => page.getByTestId('settings-page-domain') },
  { section: 'branding', ready: (page) => page.getByTestId('branding-form') },
  { section: 'metadata', ready: (page) => page.getByTestId('settings-page-metadata') },
  { section: 'industries', ready: (page) => page.getByTestId('settings-page-industries') },
  { section: 'roles', ready: (page) => page.getByTestId('role-card').first() },
  { section: 'users', ready: (page) => page.getByTestId('admin-users-page') },
  { section: 'permissions', ready: (page) => page.getByTestId('permissions-matrix') },
  { section: 'logs', ready: (page) => page.getByTestId('settings-page-logs') },
  { section: 'plan', ready: (page) => page.getByTestId('flag-course') },
];

async function chooseLanguage(context: BrowserContext, language: Variant['language']): Promise<void> {
  if (!language) return;
  await context.addCookies([{ name: 'lang_pref', value: language, url: tenantUrl('demo', '/') }]);
}

async function expectVariantApplied(page: Page, variant: Variant): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', variant.colorScheme);
  await expect(html).toHaveAttribute('dir', variant.language === 'ar' ? 'rtl' : 'ltr');
  await expect(html).toHaveAttribute('lang', variant.language ?? 'en');
}

for (const variant of VARIANTS) {
  test.describe(`accessibility (${variant.name})`, () => {
    test.use({ colorScheme: variant.colorScheme });

    test(`/login, the shell and every settings page have no serious or critical axe violations (${variant.name})`, async ({ page, context }) => {
      test.setTimeout(120_000);
      await chooseLanguage(context, variant.language);
      await instrumentApp(page);
      const found: string[] = [];
      const check = async (where: string) => {
        for (const line of await seriousViolations(page)) found.push(`${where}: ${line}`);
      };

      await page.goto('/login');
      await expect(page.getByTestId('login-form')).toBeVisible();
      await expectVariantApplied(page, variant);
      await check('/login');
      if (variant.name !== 'light') await saveScreenshot(page, `a11y-login-${variant.name.toLowerCase()}`);

      await submitLogin(page, 'admin@demo.test');
      await expect(page.getByTestId('app-shell')).toBeVisible();
      await visitInApp(page, '/');
      await expectVariantApplied(page, variant);
      await check('shell (/)');

      for (const { section, ready } of SETTINGS_PAGES) {
        const path = `/admin/configuration/${section}`;
        const { pathname } = await visitInApp(page, path);
        expect(pathname, `an admin stays on ${path}`).toBe(path);
        await expect(ready(page)).toBeVisible();
        await check(path);
        if (variant.screenshots.includes(section)) await saveScreenshot(page, `a11y-settings-${section}-${variant.name.toLowerCase()}`);
      }

      expect(found, `serious or critical axe violations (${variant.name})`).toEqual([]);
    });
  });
}
