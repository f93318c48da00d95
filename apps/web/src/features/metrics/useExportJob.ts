import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { tokenStore } from '../../lib/storage/tokenStore';
import { EXPORT_JOB, EXPORT_METRIC_REPORT, type ExportFormat, type ExportJob } from './documents';

export const EXPORT_POLL_MS = 1000;
const FINISHED = new Set(['completed', 'failed', 'error']);

export interface ExportRun {
  job: ExportJob | null;
  running: boolean;
  failed: boolean;
  download: () => void;
  start: (format: ExportFormat, options?: { programId?: string | null }) => Promise<void>;
}

/**
 * Saves the finished file. Files need the signed-in session (bearer token, not a cookie), so the file is fetched with
 * the token and handed to the browser as a blob link.
 */
export async function downloadFile(url: string, fileName: string | null): Promise<void> {
  const token = tokenStore.get();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = fileName ?? 'metrics-report';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
}

/** D2 §9 export job: queue the metric report, poll exportJob until it is done, then download the file. */
export function useExportJob(pollMs = EXPORT_POLL_MS, download: (url: string, name: string | null) => Promise<void> = downloadFile): ExportRun {
  const client = useApolloClient();
  const [exportReport] = useMutation(EXPORT_METRIC_REPORT);
  const [job, setJob] = useState<ExportJob | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const poll = useCallback(
    (id: string) => {
      timer.current = setTimeout(() => {
        client.query({ query: EXPORT_JOB, variables: { id }, fetchPolicy: 'network-only' }).then(
          ({ data }) => {
            if (!alive.current || !data) return;
            const current = data.exportJob;
            setJob(current);
            if (current.state === 'completed' && current.url) download(current.url, current.fileName).catch(() => alive.current && setFailed(true));
            else if (FINISHED.has(current.state)) setFailed(true);
            else poll(id);
          },
          () => alive.current && setFailed(true),
        );
      }, pollMs);
    },
    [client, pollMs, download],
  );

  const start = useCallback(
    async (format: ExportFormat, options: { programId?: string | null } = {}) => {
      if (timer.current) clearTimeout(timer.current);
      setFailed(false);
      setJob(null);
      try {
        const { data } = await exportReport({ variables: { format, programId: options.programId ?? null } });
        const queued = data?.exportMetricReport;
        if (!queued || !alive.current) return;
        setJob(queued);
        if (queued.state === 'completed' && queued.url) await download(queued.url, queued.fileName);
        else if (FINISHED.has(queued.state)) setFailed(true);
        else poll(queued.id);
      } catch {
        if (alive.current) setFailed(true);
      }
    },
    [exportReport, poll, download],
  );

  const running = job !== null && !FINISHED.has(job.state) && !failed;
  const again = useCallback(() => {
    if (job?.url) download(job.url, job.fileName).catch(() => setFailed(true));
  }, [job, download]);
  return { job, running, failed, start, download: again };
}
