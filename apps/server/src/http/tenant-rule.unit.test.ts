import { describe, expect, it } from 'vitest';
import { chooseTenantSlug } from './tenant-rule.js';

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
