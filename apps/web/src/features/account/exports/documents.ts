import { EXPORT_JOB_FIELDS } from '../../../lib/exports/documents';
import { graphql, type ResultOf } from '../../../lib/graphql';

/** The viewer's latest exports of every kind, newest first (/account/exports): the shared job shape, with kind and times. */
export const MY_EXPORT_JOBS = graphql(
  `
    query MyExportJobs {
      myExportJobs {
        ...ExportJobFields
        exportType
        createdAt
        completedAt
      }
    }
  `,
  [EXPORT_JOB_FIELDS],
);

export type MyExportJob = ResultOf<typeof MY_EXPORT_JOBS>['myExportJobs'][number];
