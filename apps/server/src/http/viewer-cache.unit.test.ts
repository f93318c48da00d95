import { describe, expect, it } from 'vitest';
import type { Viewer } from './context.js';
import { createViewerCache } from './viewer-cache.js';

const viewer = (userId: string, tokenExpiresAt: Date | null = null): Viewer => ({
  userId,
  roleId: 'r',
  roleType: 'Staff',
  tokenId: `t-${userId}`,
  tokenExpiresAt,
});

function counter(answer: () => Viewer | null) {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return answer();
    },
    get calls() {
      return calls;
    },
  };
}

describe('viewer cache', () => {
  it('answers a repeated token from memory until the TTL runs out', async () => {
    let now = 1_000;
    const cache = createViewerCache({ ttlMs: 10_000, now: () => now });
    const db = counter(() => viewer('u1'));
    expect(await cache.resolve('inc', 'h1', db.load)).toMatchObject({ userId: 'u1' });
    now += 9_999;
    await cache.resolve('inc', 'h1', db.load);
    expect(db.calls).toBe(1);
    now += 1;
    await cache.resolve('inc', 'h1', db.load);
    expect(db.calls).toBe(2);
  });

  it('keys by tenant and token: another tenant or token is looked up', async () => {
    const cache = createViewerCache({ ttlMs: 10_000 });
    const db = counter(() => viewer('u1'));
    await cache.resolve('inc-a', 'h1', db.load);
    await cache.resolve('inc-b', 'h1', db.load);
    await cache.resolve('inc-a', 'h2', db.load);
    expect(db.calls).toBe(3);
  });

  it('never remembers an unknown token', async () => {
    const cache = createViewerCache({ ttlMs: 10_000 });
    const db = counter(() => null);
    expect(await cache.resolve('inc', 'bad', db.load)).toBeNull();
    expect(await cache.resolve('inc', 'bad', db.load)).toBeNull();
    expect(db.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('does not keep a viewer past its token expiry', async () => {
    let now = 50_000;
    const cache = createViewerCache({ ttlMs: 10_000, now: () => now });
    const db = counter(() => viewer('u1', new Date(52_000)));
    await cache.resolve('inc', 'h1', db.load);
    now = 52_000;
    await cache.resolve('inc', 'h1', db.load);
    expect(db.calls).toBe(2);
  });

  it('a write in the tenant drops its viewers, and only its', async () => {
    const cache = createViewerCache({ ttlMs: 10_000 });
    const a = counter(() => viewer('u1'));
    const b = counter(() => viewer('u2'));
    await cache.resolve('inc-a', 'h1', a.load);
    await cache.resolve('inc-b', 'h2', b.load);
    cache.invalidateTenant('inc-a');
    await cache.resolve('inc-a', 'h1', a.load);
    await cache.resolve('inc-b', 'h2', b.load);
    expect(a.calls).toBe(2);
    expect(b.calls).toBe(1);
  });

  it('a look-up that raced a write does not put its (possibly old) answer back', async () => {
    const cache = createViewerCache({ ttlMs: 10_000 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const slowLoad = async () => {
      calls += 1;
      if (calls === 1) await gate; // read before the write committed…
      return viewer('u1');
    };
    const inFlight = cache.resolve('inc', 'h1', slowLoad);
    cache.invalidateTenant('inc'); // …the write lands meanwhile
    release();
    await inFlight;
    await cache.resolve('inc', 'h1', slowLoad);
    expect(calls).toBe(2);
    // clear() voids look-ups in flight the same way.
    let release2!: () => void;
    const gate2 = new Promise<void>((resolve) => {
      release2 = resolve;
    });
    const other = cache.resolve('inc-z', 'h9', async () => {
      await gate2;
      return viewer('u9');
    });
    cache.clear();
    release2();
    await other;
    expect(cache.size).toBe(0);
  });

  it('with a TTL of 0 every request is looked up', async () => {
    const cache = createViewerCache({ ttlMs: 0 });
    const db = counter(() => viewer('u1'));
    await cache.resolve('inc', 'h1', db.load);
    await cache.resolve('inc', 'h1', db.load);
    expect(db.calls).toBe(2);
  });

  it('stays bounded', async () => {
    const cache = createViewerCache({ ttlMs: 10_000, maxEntries: 3 });
    for (let i = 0; i < 10; i += 1) await cache.resolve('inc', `h${i}`, async () => viewer(`u${i}`));
    expect(cache.size).toBeLessThanOrEqual(3);
  });
});
