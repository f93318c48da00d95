import { graphql, type ResultOf } from '../../../lib/graphql';

/** The viewer's latest exports of every kind, newest first (/account/exports). */
export const MY_EXPORT_JOBS = graphql(`
  query MyExportJobs {
    myExportJobs {
      id
      exportType
      format
      state
      progress
      fileName
      url
      rowCount
      createdAt
      completedAt
    }
  }
`);

export type MyExportJob = ResultOf<typeof MY_EXPORT_JOBS>['myExportJobs'][number];
