/** GraphQL documents of the overview's bulk actions, export and saved views (issue 16 item 3; D-290..D-295). */
import { EXPORT_JOB_FIELDS } from '../../../lib/exports/documents';
import { graphql, type ResultOf, type SchemaType, type VariablesOf } from '../../../lib/graphql';

export const APPLICATION_BULK_OPTIONS = graphql(`
  query ApplicationBulkOptions {
    applicationBulkOptions {
      tags {
        _id
        name
        color
      }
      evaluators {
        _id
        fullName
      }
    }
  }
`);

export const EXPORT_APPLICATIONS = graphql(
  `
  mutation ExportApplications($applicationIds: [ID!], $filter: ApplicationFilter, $format: ExportFormat!) {
    exportApplications(applicationIds: $applicationIds, filter: $filter, format: $format) {
      ...ExportJobFields
    }
  }
`,
  [EXPORT_JOB_FIELDS],
);

const SAVED_VIEW_FIELDS = graphql(`
  fragment ApplicationSavedViewFields on ApplicationSavedView {
    _id
    name
    state {
      funnelId
      roundId
      statuses
      group
      search
      sources
      tagIds
      queue
    }
  }
`);

export const APPLICATION_SAVED_VIEWS = graphql(
  `
  query ApplicationSavedViews {
    applicationSavedViews {
      ...ApplicationSavedViewFields
    }
  }
`,
  [SAVED_VIEW_FIELDS],
);

export const CREATE_APPLICATION_SAVED_VIEW = graphql(
  `
  mutation CreateApplicationSavedView($name: String!, $state: ApplicationViewStateInput!) {
    createApplicationSavedView(name: $name, state: $state) {
      ...ApplicationSavedViewFields
    }
  }
`,
  [SAVED_VIEW_FIELDS],
);

export const UPDATE_APPLICATION_SAVED_VIEW = graphql(
  `
  mutation UpdateApplicationSavedView($id: ID!, $state: ApplicationViewStateInput) {
    updateApplicationSavedView(id: $id, state: $state) {
      ...ApplicationSavedViewFields
    }
  }
`,
  [SAVED_VIEW_FIELDS],
);

export const DELETE_APPLICATION_SAVED_VIEW = graphql(`
  mutation DeleteApplicationSavedView($id: ID!) {
    deleteApplicationSavedView(id: $id)
  }
`);

export type ApplicationBulkAction = SchemaType<'ApplicationBulkAction'>;
export type ApplicationBulkOptions = ResultOf<typeof APPLICATION_BULK_OPTIONS>['applicationBulkOptions'];
export type ApplicationSavedView = ResultOf<typeof SAVED_VIEW_FIELDS>;
export type ApplicationViewStateInput = NonNullable<VariablesOf<typeof CREATE_APPLICATION_SAVED_VIEW>['state']>;
