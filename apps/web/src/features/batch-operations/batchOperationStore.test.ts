import type { BatchOperationKind } from '@hatchery/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchOperationStore } from './batchOperationStore';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const ids = (store: ReturnType<typeof createBatchOperationStore>) => store.get().map((p) => `${p.kind}:${p.state.id}`);

describe('batch operation store (BAT-01, BAT-13, BAT-14)', () => {
  it('holds one panel per kind and operationId, fed by updates keyed the same way', () => {
    const store = createBatchOperationStore();
    store.start('applications', { id: 'op-1', count: 2 });
    store.start('startups', { id: 'op-1', count: 3 });
    store.start('users', { id: 'op-2', count: 1 });
    store.update('startups', 'op-1', { updateType: 'ITEM_FAILED', itemId: 's1' });
    expect(ids(store)).toEqual(['applications:op-1', 'startups:op-1', 'users:op-2']);
    expect(store.get().map((p) => [p.state.succeeded, p.state.failed, p.state.total])).toEqual([
      [0, 0, 2],
      [0, 1, 3],
      [0, 0, 1],
    ]);
  });

  it('drops updates of an operation it has no panel for', () => {
    const store = createBatchOperationStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update('users', 'nope', { updateType: 'ITEM_SUCCEEDED' });
    expect(store.get()).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
  });

  const delays: [BatchOperationKind, number][] = [
    ['applications', 5000],
    ['startups', 3000],
    ['users', 3000],
  ];
  for (const [kind, delay] of delays) {
    it(`removes a successful ${kind} panel after ${delay} ms, not before`, () => {
      const store = createBatchOperationStore();
      store.start(kind, { id: 'op', count: 1 });
      store.update(kind, 'op', { updateType: 'VALIDATION_SUCCEEDED' });
      store.update(kind, 'op', { updateType: 'ITEM_SUCCEEDED', itemId: 'x' });
      vi.advanceTimersByTime(delay - 1);
      expect(ids(store)).toEqual([`${kind}:op`]);
      vi.advanceTimersByTime(1);
      expect(store.get()).toEqual([]);
    });
  }

  it('keeps running, partial and failed panels until closed', () => {
    const store = createBatchOperationStore();
    store.start('applications', { id: 'running', count: 3 });
    store.start('applications', { id: 'partial', count: 2 });
    store.start('applications', { id: 'failed', count: 2 });
    store.update('applications', 'running', { updateType: 'ITEM_SUCCEEDED', itemId: 'a' });
    store.update('applications', 'partial', { updateType: 'ITEM_SUCCEEDED', itemId: 'a' });
    store.update('applications', 'partial', { updateType: 'ITEM_FAILED', itemId: 'b' });
    store.update('applications', 'failed', { updateType: 'VALIDATION_FAILED' });
    vi.advanceTimersByTime(60_000);
    expect(ids(store)).toEqual(['applications:running', 'applications:partial', 'applications:failed']);
    expect(store.get().map((p) => p.state.result)).toEqual([null, 'PARTIALLY_SUCCEEDED', 'FAILED']);
  });

  it('dismiss closes a panel at once and cancels its pending removal', () => {
    const store = createBatchOperationStore();
    store.start('users', { id: 'a', count: 1 });
    store.start('users', { id: 'b', count: 1 });
    store.update('users', 'a', { updateType: 'COMPLETED' });
    store.dismiss('users', 'a');
    expect(ids(store)).toEqual(['users:b']);
    // Restarted under the same id: the old timer must not remove the new panel.
    store.start('users', { id: 'a', count: 2 });
    vi.advanceTimersByTime(3000);
    expect(ids(store)).toEqual(['users:b', 'users:a']);
  });

  it('notifies subscribers on every change and clear() empties it', () => {
    const store = createBatchOperationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.start('startups', { id: 'op', count: 2 });
    store.update('startups', 'op', { updateType: 'VALIDATION_SUCCEEDED' });
    store.update('startups', 'op', { updateType: 'VALIDATION_SUCCEEDED' });
    expect(listener).toHaveBeenCalledTimes(2);
    store.clear();
    expect(store.get()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.start('startups', { id: 'op', count: 2 });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
