import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderWithClient } from '../../test/testClient';
import { batchOperations } from './batchOperationStore';
import { BatchOperationsHost } from './BatchOperationsHost';
import { StartupBulkActions } from './StartupBulkActions';

afterEach(() => {
  act(() => batchOperations.clear());
  vi.useRealTimers();
});

const OPTIONS = {
  data: {
    startupBulkActionOptions: {
      __typename: 'StartupBulkActionOptions',
      programs: [{ __typename: 'Program', _id: 'p-1', name: 'Spring 2026 Cohort' }],
      tags: [{ __typename: 'StartupBulkTagOption', _id: 'tag-1', name: 'Fintech' }],
      mentors: [{ __typename: 'User', _id: 'm-1', fullName: 'Maya Mentor' }],
    },
  },
};

const operation = (id: string, count: number, status = 'RUNNING', reason: string | null = null) => ({
  data: { startStartupBatchOperation: { __typename: 'BatchOperation', id, count, kind: 'startups', status, reason } },
});

const update = (field: string, updateType: string, startupId: string | null = null) => ({
  [field]: { __typename: 'StartupBatchOperationUpdate', operationId: 'op-1', updateType, startupId, reason: null },
});

async function choose(action: string): Promise<void> {
  fireEvent.click(screen.getByTestId('startup-bulk-open'));
  const item = await screen.findByText(action);
  fireEvent.click(item);
  await screen.findByTestId('startup-bulk-modal');
}

async function pick(testId: string, option: string): Promise<void> {
  const input = within(screen.getByTestId('startup-bulk-modal')).getByTestId(testId);
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('StartupBulkActions (issue 14 item 8, BAT-02)', () => {
  it('is disabled without a selection', async () => {
    const kit = createTestClient({});
    await renderWithClient(<StartupBulkActions startupIds={[]} />, kit.client);
    expect(screen.getByTestId('startup-bulk-open')).toBeDisabled();
  });

  it('assigns the selection to a program, follows the operation, turns green and leaves after 3 s', async () => {
    const onDone = vi.fn();
    const kit = createTestClient({ StartupBulkActionOptions: () => OPTIONS, StartStartupBatchOperation: () => operation('op-1', 3) });
    await renderWithClient(
      <>
        <StartupBulkActions startupIds={['s-1', 's-2', 's-3']} onDone={onDone} />
        <BatchOperationsHost />
      </>,
      kit.client,
    );
    expect(screen.getByTestId('startup-bulk-open')).toHaveTextContent('Bulk actions (3)');
    await choose('Assign to a program');
    expect(screen.getByTestId('startup-bulk-start')).toBeDisabled();
    await pick('startup-bulk-program', 'Spring 2026 Cohort');
    fireEvent.click(screen.getByTestId('startup-bulk-start'));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(kit.callsOf('StartStartupBatchOperation')[0]?.variables).toEqual({
      input: { action: 'ASSIGN_PROGRAM', startupIds: ['s-1', 's-2', 's-3'], programId: 'p-1', tagIds: null, mentorId: null },
    });
    const panel = await screen.findByTestId('batch-panel');
    expect(panel).toHaveAttribute('data-phase', 'running');
    await waitFor(() => expect(kit.subscriptions()).toBe(1));
    expect(kit.callsOf('StartupBatchOperationUpdated')[0]?.variables).toEqual({ operationId: 'op-1' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => {
      kit.emit(update('startupBatchOperationUpdated', 'VALIDATION_SUCCEEDED'));
      for (const id of ['s-1', 's-2', 's-3']) kit.emit(update('startupBatchOperationUpdated', 'ITEM_SUCCEEDED', id));
      kit.emit(update('startupBatchOperationUpdated', 'COMPLETED'));
    });
    expect(screen.getByTestId('batch-panel')).toHaveAttribute('data-color', 'green');
    expect(screen.getByTestId('batch-panel')).toHaveTextContent('Processing 3/3 startups.');
    // The operation has its result: the subscription is closed.
    expect(kit.subscriptions()).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByTestId('batch-panel')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('batch-panel')).toBeNull();
  });

  it('a bulk mentor assignment follows the startup bulk mentor assign notification (GAP-32)', async () => {
    const kit = createTestClient({ StartupBulkActionOptions: () => OPTIONS, StartStartupBatchOperation: () => operation('op-1', 1) });
    await renderWithClient(<><StartupBulkActions startupIds={['s-1']} /><BatchOperationsHost /></>, kit.client);
    await choose('Assign a mentor');
    await pick('startup-bulk-mentor', 'Maya Mentor');
    fireEvent.click(screen.getByTestId('startup-bulk-start'));
    await waitFor(() => expect(kit.callsOf('StartupBulkMentorAssignNotification')).toHaveLength(1));
    act(() => kit.emit(update('startupBulkMentorAssignNotification', 'ITEM_FAILED', 's-1')));
    // Validation was ok and the one item failed: amber, the failure texts (D1 §4).
    expect(screen.getByTestId('batch-panel')).toHaveAttribute('data-color', 'amber');
    expect(screen.getByTestId('batch-panel')).toHaveAttribute('data-phase', 'failed');
  });

  it('a refused start (validation FAILED) turns the panel red at once, without a subscription, and tells why on demand', async () => {
    const kit = createTestClient({
      StartStartupBatchOperation: () => operation('op-9', 2, 'FAILED', 'notAllowed'),
      BatchOperationFailures: () => ({ data: { batchOperation: { __typename: 'BatchOperation', id: 'op-9', failed: 0, reason: 'notAllowed', failures: [] } } }),
    });
    await renderWithClient(<><StartupBulkActions startupIds={['s-1', 's-2']} /><BatchOperationsHost /></>, kit.client);
    await choose('Archive');
    expect(screen.getByTestId('startup-bulk-modal')).toHaveTextContent('The selected startups leave the active portfolio.');
    fireEvent.click(screen.getByTestId('startup-bulk-start'));
    const panel = await screen.findByTestId('batch-panel');
    expect(panel).toHaveAttribute('data-color', 'red');
    expect(panel).toHaveTextContent('There was problem processing your request.');
    expect(panel).toHaveTextContent('Failed: 2 startups.');
    expect(kit.subscriptions()).toBe(0);
    fireEvent.click(within(panel).getByTestId('batch-panel-why'));
    expect(await within(panel).findByTestId('batch-panel-reasons')).toHaveTextContent('You are not allowed to do this to all of the selected records.');
  });

  it('shows the error of a refused request in the modal and keeps it open', async () => {
    const kit = createTestClient({
      StartStartupBatchOperation: () => ({ errors: [{ message: 'You are not allowed to do this.', extensions: { code: 'Forbidden' } }] }),
    });
    await renderWithClient(<StartupBulkActions startupIds={['s-1']} />, kit.client);
    await choose('Archive');
    fireEvent.click(screen.getByTestId('startup-bulk-start'));
    expect(await screen.findByTestId('startup-bulk-error')).toBeInTheDocument();
    expect(screen.getByTestId('startup-bulk-modal')).toBeInTheDocument();
  });
});
