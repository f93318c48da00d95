import { describe, expect, it } from 'vitest';
import { isTenantOrigin, tenantOrigins } from './tenant-origins.js';

const production = { publicUrl: 'https://hatchery.example', apiHosts: ['api.hatchery.example'], defaultTenant: 'demo', isProduction: true };
const development = { ...production, publicUrl: 'http://localhost:3000', isProduction: false };

describe("a tenant's own origins (CORS, D-84)", () => {
  it('are its slug host under PUBLIC_URL, its verified domain and the API hosts', () => {
    expect(tenantOrigins(production, { slug: 'acme', customDomain: 'portal.acme.org' }).sort()).toEqual(
      ['https://acme.hatchery.example', 'https://api.hatchery.example', 'https://portal.acme.org'].sort(),
    );
    expect(tenantOrigins(development, { slug: 'acme', customDomain: null })).toContain('http://acme.localhost:3000');
  });
  it('include PUBLIC_URL itself for the default tenant only', () => {
    expect(isTenantOrigin(production, { slug: 'demo', customDomain: null }, 'https://hatchery.example')).toBe(true);
    expect(isTenantOrigin(production, { slug: 'acme', customDomain: null }, 'https://hatchery.example')).toBe(false);
  });
  it('take the slug on localhost at any port outside production only', () => {
    expect(isTenantOrigin(development, { slug: 'acme', customDomain: null }, 'http://acme.localhost:5173')).toBe(true);
    expect(isTenantOrigin(production, { slug: 'acme', customDomain: null }, 'http://acme.localhost:5173')).toBe(false);
    expect(isTenantOrigin(development, { slug: 'acme', customDomain: null }, 'http://demo.localhost:5173')).toBe(false);
  });
  it('are compared exactly: scheme, host and port', () => {
    const acme = { slug: 'acme', customDomain: 'portal.acme.org' };
    for (const origin of ['http://acme.hatchery.example', 'https://acme.hatchery.example:8443', 'https://acme.hatchery.example.evil.org', 'https://portal.acme.org.evil.org', 'null']) {
      expect(isTenantOrigin(production, acme, origin), origin).toBe(false);
    }
  });
});
