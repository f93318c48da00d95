import { describe, expect, it } from 'vitest';
import { tenantFromHost } from './tenancy.js';

const opts = { defaultTenant: 'demo', apiHosts: ['api.hatchery.example'] };

describe('tenantFromHost (TEN-01)', () => {
  it('takes the first label of the host, ignoring the port', () => {
    expect(tenantFromHost('acme.localhost:3000', opts)).toEqual({ kind: 'tenant', slug: 'acme' });
    expect(tenantFromHost('Demo.Hatchery.Example', opts)).toEqual({ kind: 'tenant', slug: 'demo' });
  });
  it('falls back to the default tenant on plain localhost, an IP or an empty host', () => {
    expect(tenantFromHost('localhost:3000', opts)).toEqual({ kind: 'default', slug: 'demo' });
    expect(tenantFromHost('127.0.0.1:3000', opts)).toEqual({ kind: 'default', slug: 'demo' });
    expect(tenantFromHost('[::1]:3000', opts)).toEqual({ kind: 'default', slug: 'demo' });
    expect(tenantFromHost(undefined, opts)).toEqual({ kind: 'default', slug: 'demo' });
  });
  it('recognises a configured API host, where the tenant comes from the request', () => {
    expect(tenantFromHost('api.hatchery.example:443', opts)).toEqual({ kind: 'apiHost' });
  });
});
