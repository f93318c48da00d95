/** Shared steps of the journeys: signing in, the shell's menus, branding look-ups and screenshots. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { restSignIn } from './api';
import { tenantUrl } from './env';

export const PASSWORD = 'Demo!2026';

export const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');

/** The login form, located by test id so it works in every language. */
export function loginForm(page: Page): Locator {
  return page.getByTestId('login-form');
}

/**
 * Fills and submits the login form on the current page (which must be /login).
 * Fields are found by their input type so the helper works for every UI language;
 * the English labels themselves are checked in login.spec.ts.
 */
export async function submitLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  const form = loginForm(page);
  await expect(form).toBeVisible();
  await form.locator('input[type="email"], input[name="email"]').first().fill(email);
  await form.locator('input[type="password"]').first().fill(password);
  await form.locator('button[type="submit"]').first().click();
}

/** Opens /login on the page's current tenant, signs in and waits for the authenticated shell. */
export async function signIn(page: Page, email: string, options: { baseUrl?: string } = {}): Promise<void> {
  await page.goto(`${options.baseUrl ?? ''}/login`);
  await submitLogin(page, email);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

/**
 * Signs in through the API and opens `path` signed in — for journeys whose subject is not the sign-in itself. The
 * token comes from POST /auth/local (what the login form calls) and is put in localStorage before the app's first
 * script, once per tab: a journey that signs out later stays signed out. About 1.8 s less than the form and the
 * home page it lands on (docs/performance.md, "Signing in through the API"). Waits for the app shell unless the
 * page has none (`shell: false`).
 */
export async function signInTo(page: Page, email: string, path: string, options: { tenant?: string; shell?: boolean } = {}): Promise<void> {
  const tenant = options.tenant ?? 'demo';
  const token = await restSignIn(tenant, email, PASSWORD);
  const host = new URL(tenantUrl(tenant)).host;
  await page.addInitScript(
    ({ host, token }) => {
      const flag = `e2e-signed-in:${token}`;
      if (location.host !== host || sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem('token', token);
    },
    { host, token },
  );
  await page.goto(path.startsWith('http') ? path : tenantUrl(tenant, path));
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  if (options.shell !== false) await expect(page.getByTestId('app-shell')).toBeVisible();
}

/** Clicks an element that may live inside the user menu: opens the menu first when it is not on screen. */
export async function clickInShellOrUserMenu(page: Page, testId: string): Promise<void> {
  const target = page.getByTestId(testId);
  if (!(await target.isVisible())) {
    await page.getByTestId('user-menu').click();
  }
  await target.click();
}

export interface SidebarPalette {
  backgroundColor: string;
  textColor: string;
  activeItemBackgroundColor: string;
  activeItemTextColor: string;
  logoType: string;
}

export interface PublicIncubator {
  name: string;
  slug: string;
  defaultLanguage: string;
  logo: string | null;
  logoSquare: string | null;
  whiteLogo: string | null;
  incubatorSeo: { active: boolean; seoTitle: string | null; seoDescription: string | null };
  brandPalette: { sidebar: SidebarPalette; login: { logoType: string; backgroundColor: string; textColor: string } };
}

/** Reads the tenant's branding through the public GraphQL query, from inside the page (same host as the app). */
export async function fetchPublicIncubator(page: Page): Promise<PublicIncubator> {
  const query = `query PublicIncubator { publicIncubator { name slug defaultLanguage logo logoSquare whiteLogo
    incubatorSeo { active seoTitle seoDescription }
    brandPalette { sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor logoType }
      login { logoType backgroundColor textColor } } } }`;
  const body = await page.evaluate(async (text) => {
    const response = await fetch('/graphql?operationName=PublicIncubator', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ operationName: 'PublicIncubator', query: text }),
    });
    return { status: response.status, json: (await response.json()) as unknown };
  }, query);
  expect(body.status, JSON.stringify(body.json)).toBe(200);
  const data = (body.json as { data?: { publicIncubator?: PublicIncubator } }).data?.publicIncubator;
  if (!data) throw new Error(`publicIncubator missing in ${JSON.stringify(body.json)}`);
  return data;
}

/** Normalises any CSS colour (hex, named, rgb) to the browser's computed `rgb(…)` form for comparison. */
export async function computedColor(page: Page, cssColor: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = value;
    document.body.appendChild(probe);
    const result = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return result;
  }, cssColor);
}

/** Saves a full-page screenshot under e2e/test-results/screenshots/<name>.png (looked at by people, not diffed). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Let fonts, lazy chunks and transitions settle so the picture shows the finished screen.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The sign-in token and server session id the web app keeps in localStorage (REF-28). */
export async function storedAuth(page: Page): Promise<{ token: string | null; sessionId: string | null }> {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), sessionId: localStorage.getItem('sessionId') }));
}

/** Waits until the app has opened its server session (upsertSession answered) and returns its id. */
export async function waitForServerSession(page: Page): Promise<string> {
  await expect.poll(async () => (await storedAuth(page)).sessionId, { message: 'the server session id in localStorage' }).not.toBeNull();
  const { sessionId } = await storedAuth(page);
  return sessionId ?? '';
}

/**
 * Marks the current document, so that documentKept() can tell later whether the page changed screens inside
 * the single-page app (marker kept) or was loaded again (marker gone).
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocumentMark?: boolean }).__e2eDocumentMark = true;
  });
}

export async function documentKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eDocumentMark?: boolean }).__e2eDocumentMark === true);
}

/**
 * Resolves once the page has sent the `sessionLoggedOut` subscription over the GraphQL websocket (the channel
 * through which the server ends this browser's session live). Call before the page signs in.
 */
export function sessionSubscriptionSent(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        if (text.includes('"subscribe"') && text.includes('sessionLoggedOut')) resolve();
      });
    });
  });
}

export interface SessionLoggedOutEvent {
  sessionId: string;
  reason: string;
}

/** Resolves with the first `sessionLoggedOut` event the page receives over the GraphQL websocket. */
export function sessionLoggedOutReceived(page: Page): Promise<SessionLoggedOutEvent> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        if (!text.includes('sessionLoggedOut')) return;
        try {
          const message = JSON.parse(text) as { type?: string; payload?: { data?: { sessionLoggedOut?: SessionLoggedOutEvent } } };
          const event = message.payload?.data?.sessionLoggedOut;
          if (message.type === 'next' && event) resolve(event);
        } catch {
          // not a JSON frame: ignore
        }
      });
    });
  });
}

/** Awaits a promise for at most `ms`, failing with `what` in the message (instead of the whole test timing out). */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
