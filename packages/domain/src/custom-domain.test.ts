import { describe, expect, it } from 'vitest';
import { domainChallengeName, domainVerificationUrl, isSlugSpaceHost, normaliseCustomDomain, normaliseRequestHost } from './custom-domain.js';

const space = { baseHost: 'hatchery.example', apiHosts: ['api.hatchery.io'] };

describe('normaliseCustomDomain (D-84)', () => {
  it('stores one form: lower case, no trailing dot, no port', () => {
    expect(normaliseCustomDomain('  Portal.Acme-Ventures.ORG. ')).toBe('portal.acme-ventures.org');
    expect(normaliseCustomDomain('portal.acme.org:443')).toBe('portal.acme.org');
  });
  it('turns an internationalised domain into punycode (the URL parser by default; the server passes node:url)', () => {
    expect(normaliseCustomDomain('Bücher.Example')).toBe('xn--bcher-kva.example');
    expect(normaliseCustomDomain('пример.рф')).toBe('xn--e1afmkfd.xn--p1ai');
    expect(normaliseCustomDomain('bücher.example', () => 'converted.example')).toBe('converted.example');
  });
  it('refuses what is not a host name rather than cutting it down', () => {
    for (const bad of ['', 'localhost', 'http://x.org', 'x.org/path', 'user@x.org', '10.0.0.1', '[::1]', 'a..b.org', '-a.org', 'a b.org', 'x.org:port']) {
      expect(normaliseCustomDomain(bad), bad).toBeNull();
    }
  });
});

describe('isSlugSpaceHost (D-84)', () => {
  it('owns the base host and everything under it, in any case and with a port or trailing dot', () => {
    for (const host of ['hatchery.example', 'demo.hatchery.example', 'DEMO.Hatchery.Example:443', 'x.demo.hatchery.example.']) {
      expect(isSlugSpaceHost(host, space), host).toBe(true);
    }
  });
  it('owns localhost and its sub-domains, IP addresses and the API hosts', () => {
    for (const host of ['localhost', 'demo.localhost', 'x.demo.localhost:3000', '127.0.0.1', '[::1]:3000', 'api.hatchery.io', 'demo.api.hatchery.io']) {
      expect(isSlugSpaceHost(host, space), host).toBe(true);
    }
  });
  it('leaves other domains to custom domains, including look-alikes of the base host', () => {
    for (const host of ['portal.acme.org', 'evilhatchery.example', 'hatchery.example.org', 'localhost.org']) {
      expect(isSlugSpaceHost(host, space), host).toBe(false);
    }
  });
});

describe('verification places', () => {
  it('names the file and the TXT record of a domain', () => {
    expect(domainVerificationUrl('portal.acme.org')).toBe('http://portal.acme.org/.well-known/hatchery-domain-verification');
    expect(domainChallengeName('portal.acme.org')).toBe('_hatchery-challenge.portal.acme.org');
    expect(normaliseRequestHost('Portal.Acme.org.:8080')).toBe('portal.acme.org');
  });
});
