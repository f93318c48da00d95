/** GraphQL documents of the startup file's tabs (issue 14 item 4): the summary, documents, export and the metrics ability. */
import { graphql, type ResultOf } from '../../lib/graphql';

export const STARTUP_FILE_SUMMARY = graphql(`
  query StartupFileSummary($startupId: ID!) {
    startupFile(startupId: $startupId) {
      __typename
      startup {
        __typename
        _id
        name
      }
      viewerCanEdit
      documentsAvailable
      milestonesAvailable
    }
  }
`);

export const STARTUP_DOCUMENTS = graphql(`
  query StartupDocuments($startupId: ID!) {
    startupDocuments(startupId: $startupId) {
      __typename
      startupId
      planLocked
      viewerCanEdit
      documents {
        __typename
        _id
        name
        contentType
        size
        url
        createdAt
      }
    }
  }
`);

export const RENAME_STARTUP_DOCUMENT = graphql(`
  mutation RenameStartupDocument($id: ID!, $name: String) {
    renameStartupDocument(id: $id, name: $name) {
      __typename
      _id
      name
      url
    }
  }
`);

export const DELETE_STARTUP_DOCUMENT = graphql(`
  mutation DeleteStartupDocument($id: ID!) {
    deleteStartupDocument(id: $id)
  }
`);

export const EXPORT_STARTUP_FILE = graphql(`
  mutation ExportStartupFile($startupId: ID!, $format: StartupExportFormat!) {
    exportStartupFile(startupId: $startupId, format: $format) {
      __typename
      name
      url
      contentType
      size
    }
  }
`);

/** Whether the viewer may see the startup's metrics (the analytics tab). */
export const STARTUP_METRICS_ABILITY = graphql(`
  query StartupMetricsAbility($startupId: ID!) {
    startupAbilities(startupId: $startupId) {
      __typename
      startupId
      viewerCanSeeMetrics
    }
  }
`);

export type StartupFileSummary = ResultOf<typeof STARTUP_FILE_SUMMARY>['startupFile'];
export type StartupDocument = ResultOf<typeof STARTUP_DOCUMENTS>['startupDocuments']['documents'][number];
export type StartupExport = ResultOf<typeof EXPORT_STARTUP_FILE>['exportStartupFile'];
