import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlertStore } from './alertStore';

describe('alerts and toasts (ACC-05..07)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('alerts of every type close by themselves after 7000 ms', () => {
    const store = createAlertStore();
    for (const type of ['error', 'information', 'success', 'warning'] as const) store.show('alert', type, type);
    expect(store.get().map((a) => a.type)).toEqual(['error', 'information', 'success', 'warning']);
    vi.advanceTimersByTime(6999);
    expect(store.get()).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(store.get()).toHaveLength(0);
  });

  it('toasts close after 10 s, or at once through the close button', () => {
    const store = createAlertStore();
    const first = store.show('toast', 'success', 'Saved');
    store.show('toast', 'error', 'Failed');
    store.dismiss(first);
    expect(store.get().map((a) => a.message)).toEqual(['Failed']);
    vi.advanceTimersByTime(9999);
    expect(store.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.get()).toHaveLength(0);
  });

  it('honours a custom duration (the 5 s email-sent toast) and 0 = stays open', () => {
    const store = createAlertStore();
    store.show('toast', 'success', 'email sent, please check your email', { autoClose: 5000 });
    store.show('alert', 'warning', 'sticky', { autoClose: 0 });
    vi.advanceTimersByTime(5000);
    expect(store.get().map((a) => a.message)).toEqual(['sticky']);
    vi.advanceTimersByTime(60_000);
    expect(store.get()).toHaveLength(1);
  });

  it('a clickable toast runs its action once and closes (a live notification opens it)', () => {
    const store = createAlertStore();
    const onClick = vi.fn();
    const id = store.show('toast', 'information', 'Avery assigned you a task', { onClick });
    store.show('toast', 'information', 'other');
    store.activate(id);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(store.get().map((a) => a.message)).toEqual(['other']);
    store.activate(id);
    expect(onClick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(store.get()).toEqual([]);
  });

  it('notifies subscribers', () => {
    const store = createAlertStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show('alert', 'information', 'hi');
    vi.advanceTimersByTime(7000);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
