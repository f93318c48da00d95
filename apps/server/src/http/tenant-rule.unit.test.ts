import { describe, expect, it } from 'vitest';
import { chooseTenantSlug } from './tenant-rule.js';
import { tenantOrigin } from './tenancy.js';

const options = { defaultTenant: 'demo', apiHosts: ['api.example.com'] };

describe('chooseTenantSlug', () => {
  it('takes the tenant from the first host label, or the default for localhost and IPs', () => {
    expect(chooseTenantSlug('acme.localhost:3000', undefined, options)).toBe('acme');
    expect(chooseTenantSlug('localhost:3000', undefined, options)).toBe('demo');
    expect(chooseTenantSlug('127.0.0.1:3000', undefined, options)).toBe('demo');
  });

  it('accepts a claimed tenant only when it agrees with the host', () => {
    expect(chooseTenantSlug('acme.localhost', 'acme', options)).toBe('acme');
    expect(chooseTenantSlug('acme.localhost', 'ACME ', options)).toBe('acme');
    expect(chooseTenantSlug('acme.localhost', 'demo', options)).toBeNull();
    expect(chooseTenantSlug('localhost', 'acme', options)).toBeNull();
  });

  it('on a configured API host the claimed tenant names the tenant', () => {
    expect(chooseTenantSlug('api.example.com', 'acme', options)).toBe('acme');
    expect(chooseTenantSlug('api.example.com:443', 'demo', options)).toBe('demo');
    expect(chooseTenantSlug('api.example.com', undefined, options)).toBeNull();
  });

  it('refuses claims that are not slugs', () => {
    expect(chooseTenantSlug('api.example.com', 'bad slug!', options)).toBeNull();
  });
});

describe('tenantOrigin (links in mail)', () => {
  it("puts the tenant's slug in front of PUBLIC_URL's host, keeping scheme and port", () => {
    expect(tenantOrigin('http://localhost:3000', { slug: 'demo', customDomain: null })).toBe('http://demo.localhost:3000');
    expect(tenantOrigin('https://hatchery.example', { slug: 'acme', customDomain: null })).toBe('https://acme.hatchery.example');
  });
  it('uses the custom domain when the organisation has one', () => {
    expect(tenantOrigin('https://hatchery.example', { slug: 'acme', customDomain: 'apply.acme.vc' })).toBe('https://apply.acme.vc');
  });
});
