/**
 * The suite's `test`: Playwright's, plus clean-up of the server sessions a test opened.
 *
 * Every sign-in opens a server session and a tenant allows only a few per user (demo: 5). Closing a browser
 * context does not end its session, so without this the journeys that sign in as the same seeded user would,
 * after a handful of tests, meet the session choice screen instead of the app. After each test, the sessions
 * held by the test's browser contexts (read from their localStorage) and by tokens it signed in through the API
 * are ended — only those, so a test running in parallel as the same user keeps its own.
 */
import { test as base, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { endTokenSessions } from './api';
import { E2E_PORT } from './env';

export { expect } from '@playwright/test';

export interface SessionCleanup {
  /** Remembers an API token of `host` (e.g. demo.localhost:3210) whose session ends after the test. */
  trackToken(host: string, token: string): void;
  /** A new browser context whose sessions end after the test (the context is closed then too). */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

interface Fixtures {
  sessions: SessionCleanup;
}

/** host → tokens held in a context's localStorage (origins of the e2e server only). */
async function tokensIn(context: BrowserContext): Promise<Array<{ host: string; token: string }>> {
  const found: Array<{ host: string; token: string }> = [];
  let state: Awaited<ReturnType<BrowserContext['storageState']>>;
  try {
    state = await context.storageState();
  } catch {
    return found; // the context is already closed
  }
  for (const origin of state.origins) {
    const url = new URL(origin.origin);
    if (Number(url.port) !== E2E_PORT) continue;
    const token = origin.localStorage.find((item) => item.name === 'token')?.value;
    if (token) found.push({ host: url.host, token });
  }
  return found;
}

async function endAll(entries: Iterable<{ host: string; token: string }>): Promise<void> {
  const unique = new Map<string, { host: string; token: string }>();
  for (const entry of entries) unique.set(`${entry.host} ${entry.token}`, entry);
  await Promise.all([...unique.values()].map(({ host, token }) => endTokenSessions(host, token).catch(() => undefined)));
}

async function openContext(browser: Browser, contexts: BrowserContext[], options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  contexts.push(context);
  return context;
}

export const test = base.extend<Fixtures>({
  sessions: [
    async ({ browser, context }, use) => {
      const tokens: Array<{ host: string; token: string }> = [];
      const contexts: BrowserContext[] = [];
      await use({
        trackToken: (host, token) => void tokens.push({ host, token }),
        newContext: (options) => openContext(browser, contexts, options),
      });
      const held = await Promise.all([context, ...contexts].map((c) => tokensIn(c)));
      await endAll([...tokens, ...held.flat()]);
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
