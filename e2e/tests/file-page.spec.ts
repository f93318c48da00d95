/**
 * GAP-06: /file/{id}, an attachment behind sign-in. Staff upload an image (not attached to anything: theirs alone, and
 * the administrators'); the link opens for them with the name, size, type, a preview and a download that saves the
 * file under its name; an administrator opens it too; a co-founder gets "not there" (the server does not tell them it
 * exists); a visitor is sent to /login. The page in the looks (1280-en-light, 1280-ar-dark, 375-en-dark,
 * 375-ar-light): axe 0 serious, nothing off the side; screenshots file-page-<look>.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { tenantUrl } from '../support/env';
import { openVariant, SCREEN_VARIANTS, variantSuffix } from '../support/screen-variants';
import { saveScreenshot, signInTo } from '../support/app';

/** A small PNG (a colour gradient), written here so the test needs no file on disk. */
function gradientPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * stride + 1 + x * 3;
      pixels[at] = 40 + Math.round((x / width) * 150);
      pixels[at + 1] = 90 + Math.round((y / height) * 120);
      pixels[at + 2] = 200;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** Uploads `bytes` as the signed-in viewer of `page` (the web app's own call); answers the attachment's id. */
async function upload(page: Page, name: string, bytes: Buffer): Promise<string> {
  const id = await page.evaluate(
    async ({ name, base64 }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const body = new FormData();
      body.append('file', new File([data], name, { type: 'image/png' }), name);
      const response = await fetch('/api/attachment/upload?purpose=attachment', {
        method: 'POST',
        body,
        headers: { accept: 'application/json', authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
      });
      return ((await response.json()) as { _id?: string })._id ?? null;
    },
    { name, base64: bytes.toString('base64') },
  );
  expect(id, 'the upload answers the attachment').toBeTruthy();
  return id!;
}

test.describe('the file page', () => {
  test('staff open their upload by its link and download it; an administrator may too, a co-founder may not, a visitor signs in first', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const png = gradientPng(320, 180);
    const name = `Demo day floor plan ${Date.now()}.png`;
    await signInTo(page, 'staff@demo.test', '/');
    const id = await upload(page, name, png);

    await page.goto(`/file/${id}`);
    await expect(page.getByTestId('file-name')).toHaveText(name, { timeout: 15_000 });
    await expect(page.getByTestId('file-facts')).toContainText('image/png');
    await expect(page.getByTestId('app-shell')).toHaveCount(0);
    const preview = page.getByTestId('file-preview');
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('file-download').click()]);
    expect(download.suggestedFilename()).toBe(name);
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const part of saved) chunks.push(part as Buffer);
    expect(Buffer.concat(chunks).equals(png)).toBe(true);

    for (const [email, sees] of [
      ['admin@demo.test', true],
      ['cofounder@demo.test', false],
    ] as const) {
      const context = await browser.newContext({ baseURL: tenantUrl('demo', '') });
      const other = await context.newPage();
      await signInTo(other, email, `/file/${id}`, { shell: false });
      if (sees) await expect(other.getByTestId('file-name')).toHaveText(name, { timeout: 15_000 });
      else await expect(other.getByTestId('file-missing')).toBeVisible({ timeout: 15_000 });
      await context.close();
    }

    const visitorContext = await browser.newContext({ baseURL: tenantUrl('demo', '') });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/file/${id}`);
    await expect(visitor).toHaveURL(/\/login/, { timeout: 15_000 });
    await visitorContext.close();
  });

  test('the file page in the looks: no serious axe violation, nothing off the side', async ({ page }) => {
    test.setTimeout(120_000);
    await signInTo(page, 'staff@demo.test', '/');
    const id = await upload(page, 'Cohort photo, spring 2026 – main stage.png', gradientPng(480, 270));
    const found: string[] = [];
    for (const variant of SCREEN_VARIANTS) {
      await openVariant(page, variant, `/file/${id}`);
      await expect(page.getByTestId('file-card')).toBeVisible({ timeout: 15_000 });
      await expect.poll(() => page.getByTestId('file-preview').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${variantSuffix(variant)} overflows`).toBeLessThanOrEqual(0);
      found.push(...(await seriousViolations(page)).map((line) => `${variantSuffix(variant)}: ${line}`));
      await saveScreenshot(page, `file-page-${variantSuffix(variant)}`);
    }
    await openVariant(page, SCREEN_VARIANTS[1]!, '/file/3f6b8c1e-5d2a-4e7f-9a10-2b3c4d5e6f70');
    await expect(page.getByTestId('file-missing')).toBeVisible({ timeout: 15_000 });
    found.push(...(await seriousViolations(page)).map((line) => `missing: ${line}`));
    await saveScreenshot(page, `file-page-missing-${variantSuffix(SCREEN_VARIANTS[1]!)}`);
    expect(found).toEqual([]);
  });
});
