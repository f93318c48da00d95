import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, renderWithClient } from '../../test/testClient';
import { batchOperations } from './batchOperationStore';
import { BatchOperationsHost } from './BatchOperationsHost';
import { UserBulkActions } from './UserBulkActions';

afterEach(() => {
  act(() => batchOperations.clear());
});

const role = (id: string, type: string) => ({ __typename: 'ManagedRole', _id: id, type, label: type, isDefault: true, fullAccess: false, userCount: 1, permissions: [], userAccess: null, startupAccess: null });

const update = (updateType: string, userId: string | null = null, reason: string | null = null) => ({
  userBatchOperationUpdated: { __typename: 'UserBatchOperationUpdate', operationId: 'op-u', updateType, userId, reason },
});

describe('UserBulkActions (issue 14 item 8)', () => {
  it('changes the role of the selection and shows a partial result with its reasons', async () => {
    const kit = createTestClient({
      Roles: () => ({ data: { roles: [role('r-staff', 'Staff'), role('r-mentor', 'Mentor')] } }),
      StartUserBatchOperation: () => ({ data: { startUserBatchOperation: { __typename: 'BatchOperation', id: 'op-u', count: 2, kind: 'users', status: 'RUNNING', reason: null } } }),
      BatchOperationFailures: () => ({
        data: { batchOperation: { __typename: 'BatchOperation', id: 'op-u', failed: 1, reason: null, failures: [{ __typename: 'BatchItemFailure', itemId: 'u-2', reason: 'licenceLimit' }] } },
      }),
    });
    await renderWithClient(<><UserBulkActions userIds={['u-1', 'u-2']} /><BatchOperationsHost /></>, kit.client);
    fireEvent.click(screen.getByTestId('user-bulk-open'));
    fireEvent.click(await screen.findByText('Change role'));
    const modal = await screen.findByTestId('user-bulk-modal');
    fireEvent.click(within(modal).getByTestId('user-bulk-role'));
    fireEvent.click(await screen.findByRole('option', { name: 'Mentor', hidden: true }));
    fireEvent.click(screen.getByTestId('user-bulk-start'));
    await waitFor(() => expect(kit.subscriptions()).toBe(1));
    expect(kit.callsOf('StartUserBatchOperation')[0]?.variables).toEqual({ input: { action: 'CHANGE_ROLE', userIds: ['u-1', 'u-2'], roleId: 'r-mentor' } });
    act(() => {
      kit.emit(update('VALIDATION_SUCCEEDED'));
      kit.emit(update('ITEM_SUCCEEDED', 'u-1'));
      kit.emit(update('ITEM_FAILED', 'u-2', 'licenceLimit'));
    });
    const panel = screen.getByTestId('batch-panel');
    expect(panel).toHaveAttribute('data-color', 'amber');
    expect(panel).toHaveTextContent('1 users processed and 1 failed users.');
    fireEvent.click(within(panel).getByTestId('batch-panel-why'));
    expect(await within(panel).findByTestId('batch-panel-reasons')).toHaveTextContent('No licensed seat left in your plan. (1)');
  });

  it('sends invitations again without a parameter', async () => {
    const kit = createTestClient({
      StartUserBatchOperation: () => ({ data: { startUserBatchOperation: { __typename: 'BatchOperation', id: 'op-u', count: 1, kind: 'users', status: 'RUNNING', reason: null } } }),
    });
    await renderWithClient(<UserBulkActions userIds={['u-1']} />, kit.client);
    fireEvent.click(screen.getByTestId('user-bulk-open'));
    fireEvent.click(await screen.findByText('Send the invitation again'));
    expect(await screen.findByTestId('user-bulk-modal')).toHaveTextContent('Each selected person who has not accepted their invitation yet gets a new one');
    fireEvent.click(screen.getByTestId('user-bulk-start'));
    await waitFor(() => expect(kit.callsOf('UserBatchOperationUpdated')).toHaveLength(1));
    expect(kit.callsOf('StartUserBatchOperation')[0]?.variables).toEqual({ input: { action: 'INVITE', userIds: ['u-1'], roleId: null } });
  });
});
