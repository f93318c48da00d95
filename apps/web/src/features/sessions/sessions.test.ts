import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_DEBOUNCE_MS, SESSION_REFRESH_MS } from '@hatchery/domain';
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
  // Deterministic: the refresher gets the fake clock explicitly (not whatever globalThis holds when it is built),
  // nothing waits on real time, and every refresher is stopped even when an expectation fails.
  let refresher: ReturnType<typeof createSessionRefresher> | null = null;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    refresher?.stop();
    refresher = null;
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  function fakeClockRefresher(run: () => void) {
    const { setTimeout, clearTimeout, setInterval, clearInterval } = globalThis;
    refresher = createSessionRefresher(run, { timers: { setTimeout, clearTimeout, setInterval, clearInterval } });
    return refresher;
  }

  it('uses the spec timings: a beat every 30 s, bursts within 500 ms collapsed', () => {
    expect(SESSION_REFRESH_MS).toBe(30_000);
    expect(SESSION_DEBOUNCE_MS).toBe(500);
  });

  it('upserts 500 ms after start, then every 30 s; bursts collapse into one call', () => {
    expect(vi.isFakeTimers()).toBe(true);
    const run = vi.fn();
    const sessions = fakeClockRefresher(run);
    sessions.start();
    sessions.request();
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    // Now t = 500. The 30 s beat (t = 30 000) is debounced too: the upsert runs at t = 30 500.
    vi.advanceTimersByTime(29_999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    sessions.stop();
    vi.advanceTimersByTime(120_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a second start does not add a second beat', () => {
    const run = vi.fn();
    const sessions = fakeClockRefresher(run);
    sessions.start();
    sessions.start();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
