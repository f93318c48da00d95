/** Where the e2e server listens; shared by the config and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/** Chromium resolves every *.localhost name to the loopback address, so tenant hosts need no /etc/hosts entry. */
export function tenantUrl(tenant: string, pathname = '/'): string {
  return `http://${tenant}.localhost:${E2E_PORT}${pathname}`;
}

/**
 * The test OpenID Connect provider started by global-setup.ts. The seeded `sso` tenant trusts SSO_TEST_ISSUER
 * (set to this issuer in the server's environment) with this client (apps/server/src/seed/data.ts).
 */
const SSO_PROVIDER_PORT = Number(process.env.E2E_SSO_PORT ?? 9400);
export const SSO_PROVIDER = {
  host: '127.0.0.1',
  port: SSO_PROVIDER_PORT,
  issuer: `http://127.0.0.1:${SSO_PROVIDER_PORT}`,
  clientId: 'hatchery-sso',
  clientSecret: 'hatchery-sso-test-secret',
} as const;

/** Who can sign in at the provider (its login form takes the email). Only the first two have accounts in `sso`. */
export const SSO_PROVIDER_USERS = [
  { sub: 'u-admin', email: 'admin@sso.test', name: 'Nora Lindqvist' },
  { sub: 'u-cofounder', email: 'cofounder@sso.test', name: 'Omar Farouk' },
  { sub: 'u-stranger', email: 'stranger@sso.test', name: 'Not In Tenant' },
] as const;
