/**
 * Playwright: user journeys in Debian's Chromium against the production server (built SPA + API on one port),
 * each run on a fresh embedded database in e2e/.tmp/data-<timestamp> (seeded at start, removed afterwards).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, SSO_PROVIDER, tenantUrl } from './support/env';

const here = path.dirname(fileURLToPath(import.meta.url));

// The config is loaded again in every worker; the environment set here once is inherited by them,
// so all processes of one run agree on the data directory.
process.env.HATCHERY_E2E_DATA_DIR ??= path.join(here, '.tmp', `data-${Date.now()}`);
const dataDir = process.env.HATCHERY_E2E_DATA_DIR;

/**
 * Debian's Chromium (D-533): its headless shell (`apt-get install chromium-headless-shell`, the build Playwright itself
 * runs headless) when installed — the same Blink for a fifth less CPU than the full browser in headless mode — else
 * /usr/bin/chromium. E2E_CHROMIUM_PATH picks another.
 */
const CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** The browser every project runs. */
const chromiumUse = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      // Extra switches for measuring the browser's own cost (docs/performance.md "CI time"), e.g. E2E_CHROMIUM_ARGS="--x --y".
      ...(process.env.E2E_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean),
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: tenantUrl('demo', ''),
    // A trace only for a retry (D-556): recording one for every test (screencast frames, a DOM snapshot per action)
    // made the browsers' work 2–2.5× longer on a 2-core machine and itself caused timing failures. A test that fails
    // once is run again with its trace; locally, `--trace on` or `--retries 1`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'America/New_York',
    colorScheme: 'light',
  },
  // The role × route matrix signs in as every seeded account, so it runs before the journeys that change some of them
  // (a password reset, a role change).
  projects: [
    {
      name: 'matrix',
      testMatch: /role-route-matrix\.spec\.ts/,
      use: chromiumUse,
    },
    // The availability journey starts from the seeded mentor with no weekly hours (an open avail task, the seeded time
    // zone); the booking journey gives that mentor hours in UTC. Run it before the journeys, alone, so that neither
    // order nor a parallel worker decides what it finds.
    {
      name: 'availability',
      testMatch: /coaching-availability\.spec\.ts/,
      dependencies: ['matrix'],
      use: chromiumUse,
    },
    {
      name: 'chromium',
      testIgnore: [/role-route-matrix\.spec\.ts/, /coaching-availability\.spec\.ts/],
      dependencies: ['availability'],
      use: chromiumUse,
    },
  ],
  webServer: {
    // Builds the web app when it is stale, then runs the server with NODE_ENV=production.
    command: 'node ../scripts/start.mjs',
    cwd: here,
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      // Always the embedded database and in-process pub/sub, whatever the caller's shell has set.
      DATABASE_URL: '',
      REDIS_URL: '',
      DEFAULT_TENANT: 'demo',
      LOG_LEVEL: 'warn',
      // Links in mail point at <tenant>.localhost:<port>, the hosts the browser uses.
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      // No SMTP: mail is kept, and the journeys read it through GET /api/dev/mailbox (production needs the opt-in).
      SMTP_URL: '',
      DEV_MAILBOX: '1',
      // The seeded `sso` tenant trusts the test OIDC provider that global-setup.ts starts.
      SSO_TEST_ISSUER: SSO_PROVIDER.issuer,
    },
  },
});
