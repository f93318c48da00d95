import { describe, expect, it } from 'vitest';
import { createDomainProbe } from './domain-probe.js';

const FILE = 'http://portal.acme.org/.well-known/hatchery-domain-verification';
const SECURE = 'https://portal.acme.org/.well-known/hatchery-domain-verification';

/** A fake fetch answering by URL; records what was asked. */
function fakeFetch(answers: Record<string, () => Response>): { fetch: typeof fetch; asked: string[] } {
  const asked: string[] = [];
  const fetchFake = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    const answer = answers[url];
    if (!answer) throw new TypeError('fetch failed');
    return answer();
  }) as typeof fetch;
  return { fetch: fetchFake, asked };
}

describe('domain probe (D-84)', () => {
  it('reads the well-known file over HTTP', async () => {
    const { fetch, asked } = fakeFetch({ [FILE]: () => new Response('the-token\n') });
    expect(await createDomainProbe({ fetch }).readVerificationFile('portal.acme.org')).toBe('the-token\n');
    expect(asked).toEqual([FILE]);
  });
  it('follows one redirect to the same file over HTTPS, and no other', async () => {
    const secure = fakeFetch({
      [FILE]: () => new Response(null, { status: 301, headers: { location: SECURE } }),
      [SECURE]: () => new Response('the-token'),
    });
    expect(await createDomainProbe({ fetch: secure.fetch }).readVerificationFile('portal.acme.org')).toBe('the-token');
    const elsewhere = fakeFetch({
      [FILE]: () => new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } }),
    });
    expect(await createDomainProbe({ fetch: elsewhere.fetch }).readVerificationFile('portal.acme.org')).toBeNull();
    expect(elsewhere.asked).toEqual([FILE]);
  });
  it('gives null for an error status, an unreachable host or an oversized answer', async () => {
    const { fetch } = fakeFetch({
      [FILE]: () => new Response('x'.repeat(5000)),
      'http://missing.acme.org/.well-known/hatchery-domain-verification': () => new Response('nope', { status: 404 }),
    });
    const probe = createDomainProbe({ fetch });
    expect(await probe.readVerificationFile('portal.acme.org')).toBeNull();
    expect(await probe.readVerificationFile('missing.acme.org')).toBeNull();
    expect(await probe.readVerificationFile('down.acme.org')).toBeNull();
  });
  it('reads the TXT records at the challenge name, each joined; none when the lookup fails', async () => {
    const names: string[] = [];
    const probe = createDomainProbe({
      resolveTxt: async (name) => {
        names.push(name);
        if (name.includes('absent')) throw Object.assign(new Error('queryTxt ENODATA'), { code: 'ENODATA' });
        return [['v=spf1 -all'], ['the-', 'token']];
      },
    });
    expect(await probe.readChallengeRecords('portal.acme.org')).toEqual(['v=spf1 -all', 'the-token']);
    expect(await probe.readChallengeRecords('absent.acme.org')).toEqual([]);
    expect(names).toEqual(['_hatchery-challenge.portal.acme.org', '_hatchery-challenge.absent.acme.org']);
  });
});
