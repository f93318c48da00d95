/**
 * The public surface of features/batch-operations: the start-a-bulk-action UI that lists mount in their selection
 * bars (issue 14 item 8). The panels themselves are mounted by app/ through mount.ts.
 */
export { StartupBulkActions } from './StartupBulkActions';
export type { StartupBulkActionsProps } from './StartupBulkActions';
export { StartupSelectionBar, useStartupBulkActions } from './StartupSelectionBar';
export { SelectPageCheckbox, SelectRowCheckbox, useRowSelection } from './RowSelection';
export type { RowSelection } from './RowSelection';
export { UserBulkActions } from './UserBulkActions';
export type { UserBulkActionsProps } from './UserBulkActions';
export { BatchOperationsHost } from './BatchOperationsHost';
// The frame and state of a start-a-bulk-action UI, for features that offer bulk actions of their own (applications).
export { BulkActionShell, useBulkAction } from './BulkActionShell';
export type { BulkActionItem, BulkActionState, StartedBulkAction } from './BulkActionShell';
// For the web unit tests' reset between files (src/test/resetBetweenFiles.ts, D-540).
export { resetBatchOperationsForTests } from './batchOperationStore';
