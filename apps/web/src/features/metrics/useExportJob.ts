import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { EXPORT_POLL_MS, useExportJob, type DownloadFile } from '../../lib/exports/useExportJob';
import { EXPORT_METRIC_REPORT, type ExportFormat } from './documents';

export { downloadFile } from '../../lib/exports/useExportJob';

/** D2 §9 export job of the metric report (the shared loop of lib/exports). */
export function useMetricReportExport(pollMs = EXPORT_POLL_MS, download?: DownloadFile) {
  const [exportReport] = useMutation(EXPORT_METRIC_REPORT);
  const startJob = useCallback(
    async (format: ExportFormat, options: { programId?: string | null } = {}) =>
      (await exportReport({ variables: { format, programId: options.programId ?? null } })).data?.exportMetricReport,
    [exportReport],
  );
  return useExportJob(startJob, { pollMs, download });
}
