import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.defaultTenant).toBe('demo');
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.apiHosts).toEqual([]);
    expect(config.tokenTtlDays).toBe(30);
    expect(config.webDist.endsWith('apps/web/dist')).toBe(true);
    expect(config.isProduction).toBe(false);
  });

  it('parses valid values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'redis://127.0.0.1:6379',
      API_HOSTS: 'api.example.com, API.other.org ,',
      NODE_ENV: 'production',
      TOKEN_TTL_DAYS: '7',
    });
    expect(config.port).toBe(8080);
    expect(config.apiHosts).toEqual(['api.example.com', 'api.other.org']);
    expect(config.isProduction).toBe(true);
    expect(config.tokenTtlDays).toBe(7);
  });

  it('accepts a PostgreSQL reached through its Unix socket directory (README, D-320)', () => {
    const url = 'postgres://postgres@localhost/hatchery?host=/var/run/postgresql';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['REDIS_URL', 'not a url'],
    ['DEFAULT_TENANT', 'Not A Slug'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['TOKEN_TTL_DAYS', '0'],
  ])('a bad %s stops the start with a message naming it', (name, value) => {
    let caught: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).message).toContain(name);
    expect((caught as ConfigError).variables).toEqual([name]);
  });
});
