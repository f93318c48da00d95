import { graphql, type ResultOf, type SchemaType } from '../../lib/graphql';

const OPERATION_FIELDS = graphql(`
  fragment BatchOperationFields on BatchOperation {
    id
    count
    kind
    status
    reason
  }
`);

export const START_STARTUP_BATCH = graphql(
  `
    mutation StartStartupBatchOperation($input: StartStartupBatchOperationInput!) {
      startStartupBatchOperation(input: $input) {
        ...BatchOperationFields
      }
    }
  `,
  [OPERATION_FIELDS],
);

export const START_USER_BATCH = graphql(
  `
    mutation StartUserBatchOperation($input: StartUserBatchOperationInput!) {
      startUserBatchOperation(input: $input) {
        ...BatchOperationFields
      }
    }
  `,
  [OPERATION_FIELDS],
);

export const STARTUP_BULK_OPTIONS = graphql(`
  query StartupBulkActionOptions {
    startupBulkActionOptions {
      programs {
        _id
        name
      }
      tags {
        _id
        name
      }
      mentors {
        _id
        fullName
      }
    }
  }
`);

export const STARTUP_BATCH_UPDATED = graphql(`
  subscription StartupBatchOperationUpdated($operationId: ID!) {
    startupBatchOperationUpdated(operationId: $operationId) {
      operationId
      updateType
      startupId
      reason
    }
  }
`);

export const STARTUP_BULK_MENTOR_ASSIGN = graphql(`
  subscription StartupBulkMentorAssignNotification($operationId: ID!) {
    startupBulkMentorAssignNotification(operationId: $operationId) {
      operationId
      updateType
      startupId
      reason
    }
  }
`);

export const USER_BATCH_UPDATED = graphql(`
  subscription UserBatchOperationUpdated($operationId: ID!) {
    userBatchOperationUpdated(operationId: $operationId) {
      operationId
      updateType
      userId
      reason
    }
  }
`);

export type StartedOperation = ResultOf<typeof OPERATION_FIELDS>;
export type StartupBatchAction = SchemaType<'StartupBatchAction'>;
export type UserBatchAction = SchemaType<'UserBatchAction'>;

export const BATCH_OPERATION_FAILURES = graphql(`
  query BatchOperationFailures($id: ID!) {
    batchOperation(id: $id) {
      id
      failed
      reason
      failures {
        itemId
        reason
      }
    }
  }
`);

export type BatchReason = SchemaType<'BatchReason'>;

export const VIEWER_STARTUP_BULK_ACTIONS = graphql(`
  query ViewerStartupBulkActions {
    viewerStartupBulkActions
  }
`);

export const APPLICATION_BATCH_UPDATED = graphql(`
  subscription ApplicationBatchOperationUpdated($operationId: ID!) {
    applicationBatchOperationUpdated(operationId: $operationId) {
      operationId
      updateType
      applicationId
      reason
    }
  }
`);
