import type { MyExportJob } from './documents';

/** The kinds of export the server records (startExportJob's exportType); another kind reads as a plain "Export". */
export const EXPORT_KINDS = ['metrics', 'startups', 'events', 'applications', 'forms'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export function exportKindOf(type: string): ExportKind | null {
  return (EXPORT_KINDS as readonly string[]).includes(type) ? (type as ExportKind) : null;
}

/** Whether the list should keep asking: a run is still waiting or writing. */
export function anyRunning(jobs: readonly Pick<MyExportJob, 'state'>[]): boolean {
  return jobs.some((job) => job.state === 'queued' || job.state === 'in_progress');
}

export const STATE_COLORS: Record<MyExportJob['state'], string> = {
  queued: 'gray',
  in_progress: 'blue',
  completed: 'teal',
  failed: 'red',
  error: 'red',
};
