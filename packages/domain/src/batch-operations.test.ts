import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoDismissesBatchPanel,
  BATCH_ITEM_ID_FIELDS,
  BATCH_OPERATION_KINDS,
  BATCH_UPDATE_TYPES,
  batchDismissDelayMs,
  batchPanelColor,
  batchPanelPhase,
  batchResultOf,
  batchUpdateFromPayload,
  initialBatchPanelState,
  isBatchUpdateType,
  reduceBatchPanel,
  reduceBatchPanelAll,
  showsFailedCount,
  type BatchOperationUpdate,
} from './batch-operations.js';

const ok = (itemId?: string): BatchOperationUpdate => ({ updateType: 'ITEM_SUCCEEDED', itemId });
const ko = (itemId?: string): BatchOperationUpdate => ({ updateType: 'ITEM_FAILED', itemId });
const VALID: BatchOperationUpdate = { updateType: 'VALIDATION_SUCCEEDED' };
const INVALID: BatchOperationUpdate = { updateType: 'VALIDATION_FAILED' };
const COMPLETED: BatchOperationUpdate = { updateType: 'COMPLETED' };

describe('batch operation (BAT-03)', () => {
  it('carries an id and a count (total); a new panel starts with validation pending and nothing counted', () => {
    expect(initialBatchPanelState({ id: 'op-1', count: 4 })).toEqual({
      id: 'op-1',
      total: 4,
      validation: 'PENDING',
      succeeded: 0,
      failed: 0,
      result: null,
      countedItems: [],
    });
  });

  it('a negative, fractional or non-finite count becomes a whole number of at least 0', () => {
    expect(initialBatchPanelState({ id: 'a', count: -3 }).total).toBe(0);
    expect(initialBatchPanelState({ id: 'a', count: 2.7 }).total).toBe(2);
    expect(initialBatchPanelState({ id: 'a', count: Number.NaN }).total).toBe(0);
  });

  it('the updateType values are VALIDATION_SUCCEEDED, VALIDATION_FAILED, ITEM_SUCCEEDED, ITEM_FAILED, COMPLETED (GAP-31)', () => {
    expect(BATCH_UPDATE_TYPES).toEqual(['VALIDATION_SUCCEEDED', 'VALIDATION_FAILED', 'ITEM_SUCCEEDED', 'ITEM_FAILED', 'COMPLETED']);
    expect(isBatchUpdateType('ITEM_FAILED')).toBe(true);
    expect(isBatchUpdateType('ADDED')).toBe(false);
    expect(isBatchUpdateType(3)).toBe(false);
  });

  it('the three kinds and the item field each one names (D1 §7.6; startups feed one panel, GAP-32)', () => {
    expect(BATCH_OPERATION_KINDS).toEqual(['applications', 'startups', 'users']);
    expect(BATCH_ITEM_ID_FIELDS).toEqual({ applications: 'applicationId', startups: 'startupId', users: 'userId' });
    expect(batchUpdateFromPayload('applications', { updateType: 'ITEM_SUCCEEDED', applicationId: 'ap1' })).toEqual(ok('ap1'));
    expect(batchUpdateFromPayload('startups', { updateType: 'ITEM_FAILED', startupId: 's1' })).toEqual(ko('s1'));
    expect(batchUpdateFromPayload('users', { updateType: 'ITEM_FAILED', userId: 'u1' })).toEqual(ko('u1'));
    // The field of another kind is not the item of this one.
    expect(batchUpdateFromPayload('users', { updateType: 'COMPLETED', startupId: 's1' })).toEqual({ updateType: 'COMPLETED', itemId: null });
  });
});

describe('validation (BAT-04)', () => {
  const start = initialBatchPanelState({ id: 'op', count: 3 });

  it('ends SUCCEEDED: the operation keeps running', () => {
    const state = reduceBatchPanel(start, VALID);
    expect(state.validation).toBe('SUCCEEDED');
    expect(state.result).toBeNull();
  });

  it('ends FAILED: the whole operation has failed and later updates change nothing', () => {
    const state = reduceBatchPanel(start, INVALID);
    expect(state.validation).toBe('FAILED');
    expect(state.result).toBe('FAILED');
    expect(reduceBatchPanelAll(state, [VALID, ok('a'), COMPLETED])).toBe(state);
  });

  it('a repeated validation update does not change a settled validation', () => {
    const valid = reduceBatchPanel(start, VALID);
    expect(reduceBatchPanel(valid, VALID)).toBe(valid);
  });

  it('an item update before any validation update means validation succeeded', () => {
    expect(reduceBatchPanel(start, ko('a')).validation).toBe('SUCCEEDED');
  });
});

describe('items (BAT-05)', () => {
  const start = reduceBatchPanel(initialBatchPanelState({ id: 'op', count: 5 }), VALID);

  it('each item ends succeeded or failed and is counted', () => {
    const state = reduceBatchPanelAll(start, [ok('a'), ko('b'), ok('c')]);
    expect(state).toMatchObject({ succeeded: 2, failed: 1, result: null });
  });

  it('a repeated update for the same item counts once; updates without an item id always count', () => {
    const state = reduceBatchPanelAll(start, [ok('a'), ok('a'), ko('a'), ok(), ok()]);
    expect(state).toMatchObject({ succeeded: 3, failed: 0 });
  });

  it('counts never exceed the total and always add up to the item updates applied (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.array(fc.boolean(), { maxLength: 40 }), (count, outcomes) => {
        const state = reduceBatchPanelAll(
          initialBatchPanelState({ id: 'op', count }),
          outcomes.map((success) => (success ? ok() : ko())),
        );
        const applied = outcomes.slice(0, count);
        expect(state.succeeded + state.failed).toBe(applied.length);
        expect(state.succeeded).toBe(applied.filter(Boolean).length);
        expect(state.result === null).toBe(applied.length < count);
      }),
    );
  });
});

describe('whole result (BAT-06)', () => {
  const start = reduceBatchPanel(initialBatchPanelState({ id: 'op', count: 3 }), VALID);

  it('SUCCEEDED when every item succeeded (ends by itself once all are counted)', () => {
    expect(reduceBatchPanelAll(start, [ok('a'), ok('b'), ok('c')]).result).toBe('SUCCEEDED');
  });

  it('PARTIALLY_SUCCEEDED when some succeeded and some failed', () => {
    expect(reduceBatchPanelAll(start, [ok('a'), ko('b'), ok('c')]).result).toBe('PARTIALLY_SUCCEEDED');
  });

  it('FAILED when every item failed, or when validation failed', () => {
    expect(reduceBatchPanelAll(start, [ko('a'), ko('b'), ko('c')]).result).toBe('FAILED');
    expect(reduceBatchPanel(initialBatchPanelState({ id: 'op', count: 3 }), INVALID).result).toBe('FAILED');
  });

  it('COMPLETED ends the operation with the counts so far', () => {
    expect(reduceBatchPanelAll(start, [ok('a'), COMPLETED]).result).toBe('SUCCEEDED');
    expect(reduceBatchPanelAll(start, [ok('a'), ko('b'), COMPLETED]).result).toBe('PARTIALLY_SUCCEEDED');
    expect(reduceBatchPanelAll(start, [ko('a'), COMPLETED]).result).toBe('FAILED');
  });

  it('items after the end change nothing', () => {
    const done = reduceBatchPanelAll(start, [ok('a'), COMPLETED]);
    expect(reduceBatchPanelAll(done, [ko('b'), ok('c'), INVALID])).toBe(done);
  });

  it('batchResultOf and the phase the panel shows', () => {
    expect([batchResultOf(3, 0), batchResultOf(0, 0), batchResultOf(2, 1), batchResultOf(0, 2)]).toEqual([
      'SUCCEEDED',
      'SUCCEEDED',
      'PARTIALLY_SUCCEEDED',
      'FAILED',
    ]);
    expect(batchPanelPhase({ result: null })).toBe('running');
    expect(batchPanelPhase({ result: 'SUCCEEDED' })).toBe('succeeded');
    expect(batchPanelPhase({ result: 'PARTIALLY_SUCCEEDED' })).toBe('partial');
    expect(batchPanelPhase({ result: 'FAILED' })).toBe('failed');
  });

  it('the running "Failed: {failed}." line shows only when failed > 0 (GAP-31)', () => {
    expect(showsFailedCount({ failed: 0 })).toBe(false);
    expect(showsFailedCount({ failed: 1 })).toBe(true);
  });
});

describe('panel colour (BAT-10..12)', () => {
  const start = initialBatchPanelState({ id: 'op', count: 3 });

  it('BAT-10: red when validation failed', () => {
    expect(batchPanelColor(reduceBatchPanel(start, INVALID))).toBe('red');
    expect(batchPanelColor({ validation: 'FAILED', failed: 2 })).toBe('red');
  });

  it('BAT-11: green when validation is ok and there are no failures (running or done)', () => {
    expect(batchPanelColor(reduceBatchPanel(start, VALID))).toBe('green');
    expect(batchPanelColor(reduceBatchPanelAll(start, [VALID, ok('a'), ok('b'), ok('c')]))).toBe('green');
  });

  it('BAT-12: amber as soon as an item failed, partial or all failed', () => {
    expect(batchPanelColor(reduceBatchPanelAll(start, [VALID, ko('a')]))).toBe('amber');
    expect(batchPanelColor(reduceBatchPanelAll(start, [VALID, ok('a'), ko('b'), ok('c')]))).toBe('amber');
    expect(batchPanelColor(reduceBatchPanelAll(start, [VALID, ko('a'), ko('b'), ko('c')]))).toBe('amber');
  });
});

describe('auto-removal (BAT-13)', () => {
  it('after processing success only; 5 s for applications, 3000 ms for startups and users', () => {
    expect(autoDismissesBatchPanel({ result: 'SUCCEEDED' })).toBe(true);
    expect(autoDismissesBatchPanel({ result: 'PARTIALLY_SUCCEEDED' })).toBe(false);
    expect(autoDismissesBatchPanel({ result: 'FAILED' })).toBe(false);
    expect(autoDismissesBatchPanel({ result: null })).toBe(false);
    expect(batchDismissDelayMs('applications')).toBe(5000);
    expect(batchDismissDelayMs('startups')).toBe(3000);
    expect(batchDismissDelayMs('users')).toBe(3000);
  });
});
