import { describe, expect, it, vi } from 'vitest';
import { onTokenStorageEvent } from './logout';

describe('token changed in another tab (AUTH-10)', () => {
  const actions = () => ({ logout: vi.fn(), reload: vi.fn() });
  it('cleared there → local logout', () => {
    const a = actions();
    onTokenStorageEvent({ key: 'token', oldValue: 't1', newValue: null }, a);
    expect(a.logout).toHaveBeenCalled();
    expect(a.reload).not.toHaveBeenCalled();
  });
  it('changed there → reload', () => {
    const a = actions();
    onTokenStorageEvent({ key: 'token', oldValue: 't1', newValue: 't2' }, a);
    onTokenStorageEvent({ key: 'token', oldValue: null, newValue: 't2' }, a);
    expect(a.reload).toHaveBeenCalledTimes(2);
    expect(a.logout).not.toHaveBeenCalled();
  });
  it('other keys are ignored', () => {
    const a = actions();
    onTokenStorageEvent({ key: 'sessionId', oldValue: 's1', newValue: null }, a);
    expect(a.logout).not.toHaveBeenCalled();
    expect(a.reload).not.toHaveBeenCalled();
  });
});
