import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionRefresher } from './sessionRefresher';
import { parseUserAgent, relativeTime } from './userAgent';

describe('device labels (GAP-02)', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0', 'Edge', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:131.0) Gecko/20100101 Firefox/131.0', 'Firefox', 'macOS'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36', 'Chrome', 'Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari', 'macOS'],
  ])('%s', (ua, browser, os) => {
    expect(parseUserAgent(ua)).toEqual({ browser, os });
  });
  it('unknown agents give nulls', () => {
    expect(parseUserAgent(null)).toEqual({ browser: null, os: null });
  });
  it('relative time in the locale', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(relativeTime('2026-03-01T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTime('2026-03-01T11:59:58Z', now, 'en')).toBe('now');
  });
});

describe('session refresh (AUTH-13, AUTH-14)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('upserts 500 ms after start, then every 30 s; bursts collapse into one call', () => {
    const run = vi.fn();
    const refresher = createSessionRefresher(run);
    refresher.start();
    refresher.request();
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    // Now t = 500. The 30 s beat (t = 30 000) is debounced too: the upsert runs at t = 30 500.
    vi.advanceTimersByTime(29_999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    refresher.stop();
    vi.advanceTimersByTime(120_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
