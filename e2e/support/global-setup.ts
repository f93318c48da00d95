/**
 * Before the run: removes data directories left behind by interrupted runs, and starts the real OpenID Connect
 * provider (the `oidc-provider` package, apps/server/test/support) that the seeded `sso` tenant trusts.
 * The returned function stops the provider after the run.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestOidcProvider } from '../../apps/server/test/support/oidc-provider';
import { SSO_PROVIDER, SSO_PROVIDER_USERS, tenantUrl } from './env';

const tmpDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp');

function removeStaleDataDirs(): void {
  const current = path.basename(process.env.HATCHERY_E2E_DATA_DIR ?? '');
  let entries: string[] = [];
  try {
    entries = readdirSync(tmpDir);
  } catch {
    return;
  }
  for (const name of entries) {
    if (name.startsWith('data-') && name !== current) rmSync(path.join(tmpDir, name), { recursive: true, force: true });
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  removeStaleDataDirs();
  let provider;
  try {
    provider = await startTestOidcProvider({
      port: SSO_PROVIDER.port,
      host: SSO_PROVIDER.host,
      clientId: SSO_PROVIDER.clientId,
      clientSecret: SSO_PROVIDER.clientSecret,
      redirectUris: [tenantUrl('sso', '/api/sso/callback')],
      users: [...SSO_PROVIDER_USERS],
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`could not start the test OIDC provider on ${SSO_PROVIDER.issuer} (another e2e run?): ${reason}`);
  }
  return () => provider.close();
}
