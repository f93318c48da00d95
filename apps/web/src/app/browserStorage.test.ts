import { describe, expect, it } from 'vitest';
import { langCookie } from './i18n/locale';
import { skipStore } from '../features/metrics';
import { sessionIdStore, tokenStore } from '../lib/storage/tokenStore';
import { parseMenuState, readStoredMenuState, storeMenuState } from './layout/menuState';
import { colorSchemeManager } from './theme';

/** REF-28, written from D1 §9 / D2 §9: what the app keeps in the browser, under which names. */
describe('browser storage (REF-28)', () => {
  it('local storage keeps the login token and the session id', () => {
    tokenStore.set('tok-1');
    sessionIdStore.set('sess-1');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('sessionId')).toBe('sess-1');
  });

  it('local storage keeps the menu state, closed or open', () => {
    storeMenuState('closed');
    expect(localStorage.getItem('menu')).toBe('closed');
    storeMenuState('open');
    expect(localStorage.getItem('menu')).toBe('open');
    expect(parseMenuState(readStoredMenuState())).toBe('open');
    expect(parseMenuState('half')).toBeNull();
  });

  it('local storage keeps dark mode', () => {
    colorSchemeManager.set('dark');
    expect(localStorage.getItem('darkMode')).toBe('dark');
    expect(colorSchemeManager.get('light')).toBe('dark');
  });

  it('session storage (not local storage) remembers the skipped metrics prompt', () => {
    skipStore.remember();
    expect(sessionStorage.getItem('metricsPromptSkipped')).toBe('true');
    expect(localStorage.getItem('metricsPromptSkipped')).toBeNull();
  });

  it('the lang_pref cookie is secure, on path /, with its expiry given in days', () => {
    const cookie = langCookie('de', new Date('2026-01-01T00:00:00Z'));
    expect(cookie.split('; ')).toEqual(expect.arrayContaining(['lang_pref=de', 'path=/', 'secure']));
    const expires = /expires=([^;]+)/.exec(cookie)?.[1] ?? '';
    const days = (Date.parse(expires) - Date.parse('2026-01-01T00:00:00Z')) / 86_400_000;
    expect(Number.isInteger(days)).toBe(true);
    expect(days).toBeGreaterThan(0);
  });
});
