/**
 * How the server looks for a custom domain's verification token (D-84): the file served over HTTP at
 * http://<domain>/.well-known/hatchery-domain-verification, or a TXT record at _hatchery-challenge.<domain>.
 * Behind an interface so tests (and offline deployments) pass a fake; the real one uses fetch and node:dns.
 */
import { Resolver } from 'node:dns/promises';
import { DOMAIN_VERIFICATION_PATH, domainChallengeName, domainVerificationUrl } from '@hatchery/domain';

export interface DomainProbe {
  /** The text served at the domain's verification URL, or null when it could not be read. */
  readVerificationFile(domain: string): Promise<string | null>;
  /** The TXT records at the domain's challenge name (each record's strings joined); [] when there are none. */
  readChallengeRecords(domain: string): Promise<string[]>;
}

const TIMEOUT_MS = 5000;
/** The token is 43 characters: anything much longer is not our file, and is not read further. */
const MAX_BODY_BYTES = 1024;

async function readSmallBody(response: Response): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * GET over plain HTTP, no redirect followed except one to the same file over HTTPS on the same host (a common
 * "always https" set-up). The answer is only compared with the token and never shown, and the path is fixed, so the
 * request cannot be used to read other pages.
 */
async function fetchVerificationFile(fetchUrl: typeof fetch, domain: string): Promise<string | null> {
  const get = (url: string) => fetchUrl(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'text/plain' } });
  try {
    let response = await get(domainVerificationUrl(domain));
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      const secure = `https://${domain}${DOMAIN_VERIFICATION_PATH}`;
      if (!location || new URL(location, domainVerificationUrl(domain)).href !== secure) return null;
      response = await get(secure);
    }
    return response.ok ? await readSmallBody(response) : null;
  } catch {
    return null;
  }
}

async function resolveChallenge(resolveTxt: TxtResolver, domain: string): Promise<string[]> {
  try {
    const records = await resolveTxt(domainChallengeName(domain));
    return records.map((parts) => parts.join(''));
  } catch {
    return [];
  }
}

/** node:dns `resolveTxt`: each record as the strings it was split into. */
export type TxtResolver = (name: string) => Promise<string[][]>;

/** The real probe; `fetch` and `resolveTxt` are replaceable for tests of the probe itself. */
export function createDomainProbe(options: { fetch?: typeof fetch; resolveTxt?: TxtResolver } = {}): DomainProbe {
  const fetchUrl = options.fetch ?? fetch;
  const resolveTxt = options.resolveTxt ?? ((name: string) => new Resolver({ timeout: TIMEOUT_MS, tries: 2 }).resolveTxt(name));
  return {
    readVerificationFile: (domain) => fetchVerificationFile(fetchUrl, domain),
    readChallengeRecords: (domain) => resolveChallenge(resolveTxt, domain),
  };
}
