/** Where the e2e server listens; shared by the config and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/** Chromium resolves every *.localhost name to the loopback address, so tenant hosts need no /etc/hosts entry. */
export function tenantUrl(tenant: string, pathname = '/'): string {
  return `http://${tenant}.localhost:${E2E_PORT}${pathname}`;
}
