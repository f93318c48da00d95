import { graphql, type ResultOf, type SchemaType } from '../graphql';

/** What every export job's start mutation and the poll answer (D2 §9): one fragment, so the hook reads one shape. */
export const EXPORT_JOB_FIELDS = graphql(`
  fragment ExportJobFields on ExportJob {
    id
    format
    state
    progress
    fileName
    url
    rowCount
    error
  }
`);

export const EXPORT_JOB = graphql(`
  query ExportJob($id: ID!) {
    exportJob(id: $id) {
      ...ExportJobFields
    }
  }
`, [EXPORT_JOB_FIELDS]);

export type ExportJob = ResultOf<typeof EXPORT_JOB_FIELDS>;
export type ExportFormat = SchemaType<'ExportFormat'>;
