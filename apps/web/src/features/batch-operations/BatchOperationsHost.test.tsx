import type { BatchOperationKind } from '@hatchery/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderWithClient } from '../../test/testClient';
import { batchOperations } from './batchOperationStore';
import { BatchOperationsHost } from './BatchOperationsHost';

afterEach(() => {
  act(() => batchOperations.clear());
  vi.useRealTimers();
});

/** The host as the app mounts it: under the Apollo client (a failed panel can ask the server why, on demand). */
const renderHost = () => renderWithClient(<BatchOperationsHost />, createTestClient({}).client);

const lines = (panel: HTMLElement) => within(panel).getAllByTestId('batch-panel-line').map((l) => l.textContent);
const panel = () => screen.getByTestId('batch-panel');

function feed(kind: BatchOperationKind, id: string, count: number, outcomes: string): void {
  act(() => {
    batchOperations.start(kind, { id, count });
    batchOperations.update(kind, id, { updateType: 'VALIDATION_SUCCEEDED' });
    [...outcomes].forEach((o, i) =>
      batchOperations.update(kind, id, { updateType: o === '+' ? 'ITEM_SUCCEEDED' : 'ITEM_FAILED', itemId: `${id}-${i}` }),
    );
  });
}

describe('batch operation panels (BAT-01, BAT-07..14)', () => {
  it('renders nothing while no operation runs', async () => {
    const { container } = await renderHost();
    // Mantine's provider adds its <style> tags; nothing else is rendered.
    expect(container.querySelectorAll('*:not(style)')).toHaveLength(0);
    expect(screen.queryByTestId('batch-panels')).toBeNull();
  });

  it('BAT-01: one panel per operation for applications, startups and users', async () => {
    await renderHost();
    feed('applications', 'a', 3, '');
    feed('startups', 's', 2, '');
    feed('users', 'u', 4, '');
    const panels = screen.getAllByTestId('batch-panel');
    expect(panels.map((p) => p.getAttribute('data-kind'))).toEqual(['applications', 'startups', 'users']);
    expect(panels.map((p) => lines(p))).toEqual([
      ['Processing 0/3 applications.'],
      ['Processing 0/2 startups.'],
      ['Processing 0/4 users.'],
    ]);
  });

  it('BAT-07: while running shows "Processing {succeeded}/{total} …." and "Failed: {failed}." only once something failed', async () => {
    await renderHost();
    feed('applications', 'op', 4, '+');
    expect(lines(panel())).toEqual(['Processing 1/4 applications.']);
    act(() => batchOperations.update('applications', 'op', { updateType: 'ITEM_FAILED', itemId: 'x' }));
    expect(lines(panel())).toEqual(['Processing 1/4 applications.', 'Failed: 1.']);
  });

  it('BAT-07: the startups and users (D2) running wording', async () => {
    await renderHost();
    feed('startups', 's', 5, '+-');
    feed('users', 'u', 5, '++-');
    const [startups, users] = screen.getAllByTestId('batch-panel');
    expect(lines(startups!)).toEqual(['Processing 1/5 startups.', 'Failed: 1.']);
    expect(lines(users!)).toEqual(['Processing 2/5 users.', 'Failed: 1.']);
  });

  it('BAT-08, BAT-10: validation failed shows the failure texts with the total, in red', async () => {
    await renderHost();
    act(() => {
      batchOperations.start('applications', { id: 'a', count: 4 });
      batchOperations.start('users', { id: 'u', count: 2 });
      batchOperations.update('applications', 'a', { updateType: 'VALIDATION_FAILED' });
      batchOperations.update('users', 'u', { updateType: 'VALIDATION_FAILED' });
    });
    const [applications, users] = screen.getAllByTestId('batch-panel');
    expect(lines(applications!)).toEqual(['There was problem processing your request.', 'Failed: 4 applications.']);
    expect(lines(users!)).toEqual(['There was problem processing your request.', 'Failed: 2 users.']);
    expect(applications).toHaveAttribute('data-color', 'red');
    expect(applications).toHaveAttribute('role', 'status');
    expect(applications!.getAttribute('style')).toContain('--mantine-color-red');
  });

  it('BAT-08, BAT-12: every item failed shows the failure texts, in amber (validation was ok)', async () => {
    await renderHost();
    feed('startups', 's', 3, '---');
    expect(lines(panel())).toEqual(['There was problem processing your request.', 'Failed: 3 startups.']);
    expect(panel()).toHaveAttribute('data-color', 'amber');
  });

  it('BAT-09, BAT-12: partial success shows "{succeeded} … processed and {failed} failed …." in amber and stays', async () => {
    await renderHost();
    vi.useFakeTimers();
    feed('applications', 'a', 3, '+-+');
    feed('startups', 's', 2, '-+');
    feed('users', 'u', 4, '++-+');
    const panels = screen.getAllByTestId('batch-panel');
    expect(panels.map((p) => lines(p))).toEqual([
      ['2 applications processed and 1 failed applications.'],
      ['1 startups processed and 1 failed startups.'],
      ['3 users processed and 1 failed users.'],
    ]);
    expect(panels.map((p) => p.getAttribute('data-color'))).toEqual(['amber', 'amber', 'amber']);
    expect(panels[0]!.getAttribute('style')).toContain('--mantine-color-yellow');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByTestId('batch-panel')).toHaveLength(3);
  });

  it('BAT-11: green while validation is ok and nothing failed, amber from the first failure', async () => {
    await renderHost();
    feed('users', 'u', 3, '+');
    expect(panel()).toHaveAttribute('data-color', 'green');
    expect(panel().getAttribute('style')).toContain('--mantine-color-green');
    act(() => batchOperations.update('users', 'u', { updateType: 'ITEM_FAILED', itemId: 'x' }));
    expect(panel()).toHaveAttribute('data-color', 'amber');
  });

  const delays: [BatchOperationKind, number, string][] = [
    ['applications', 5000, 'Processing 2/2 applications.'],
    ['startups', 3000, 'Processing 2/2 startups.'],
    ['users', 3000, 'Processing 2/2 users.'],
  ];
  for (const [kind, delay, text] of delays) {
    it(`BAT-13: after processing success the ${kind} panel is removed after ${delay} ms`, async () => {
      await renderHost();
      vi.useFakeTimers();
      feed(kind, 'op', 2, '++');
      expect(lines(panel())).toEqual([text]);
      expect(panel()).toHaveAttribute('data-color', 'green');
      act(() => vi.advanceTimersByTime(delay - 1));
      expect(screen.getByTestId('batch-panel')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByTestId('batch-panel')).toBeNull();
    });
  }

  it('BAT-14: the close button removes a panel at any time, leaving the others', async () => {
    await renderHost();
    feed('applications', 'running', 5, '+');
    feed('users', 'failed', 2, '--');
    feed('startups', 'done', 1, '+');
    const [running, failed, done] = screen.getAllByTestId('batch-panel');
    fireEvent.click(within(running!).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(failed!).getByRole('button', { name: 'Close' }));
    expect(screen.getAllByTestId('batch-panel').map((p) => p.getAttribute('data-operation-id'))).toEqual(['done']);
    fireEvent.click(within(done!).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('batch-panels')).toBeNull();
  });
});
