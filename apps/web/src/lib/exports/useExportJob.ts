import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { tokenStore } from '../storage/tokenStore';
import { EXPORT_JOB, type ExportJob } from './documents';

export const EXPORT_POLL_MS = 1000;
const FINISHED = new Set(['completed', 'failed', 'error']);

export type DownloadFile = (url: string, fileName: string | null) => Promise<void>;

export interface ExportRun<Args extends unknown[]> {
  job: ExportJob | null;
  running: boolean;
  failed: boolean;
  /** Downloads the finished file again. */
  download: () => void;
  start: (...args: Args) => Promise<void>;
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
  link.download = fileName ?? 'export';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
}

/**
 * D2 §9 export jobs, one loop for every export: `startJob` queues the job (the feature's mutation, answering the
 * ExportJobFields fragment), then exportJob is polled every `pollMs` until it is done, and the file downloads.
 */
export function useExportJob<Args extends unknown[]>(
  startJob: (...args: Args) => Promise<ExportJob | null | undefined>,
  { pollMs = EXPORT_POLL_MS, download = downloadFile }: { pollMs?: number; download?: DownloadFile } = {},
): ExportRun<Args> {
  const client = useApolloClient();
  const [job, setJob] = useState<ExportJob | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);
  const starter = useRef(startJob);
  starter.current = startJob;
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const settle = useCallback(
    (current: ExportJob, pollAgain: () => void) => {
      setJob(current);
      if (current.state === 'completed' && current.url) download(current.url, current.fileName).catch(() => alive.current && setFailed(true));
      else if (FINISHED.has(current.state)) setFailed(true);
      else pollAgain();
    },
    [download],
  );

  const poll = useCallback(
    (id: string) => {
      timer.current = setTimeout(() => {
        client.query({ query: EXPORT_JOB, variables: { id }, fetchPolicy: 'network-only' }).then(
          ({ data }) => {
            if (!alive.current) return;
            if (!data) setFailed(true);
            else settle(data.exportJob, () => poll(id));
          },
          () => alive.current && setFailed(true),
        );
      }, pollMs);
    },
    [client, pollMs, settle],
  );

  const start = useCallback(
    async (...args: Args) => {
      if (timer.current) clearTimeout(timer.current);
      setFailed(false);
      setJob(null);
      try {
        const queued = await starter.current(...args);
        if (!alive.current) return;
        if (!queued) setFailed(true);
        else settle(queued, () => poll(queued.id));
      } catch {
        if (alive.current) setFailed(true);
      }
    },
    [poll, settle],
  );

  const running = job !== null && !FINISHED.has(job.state) && !failed;
  const again = useCallback(() => {
    if (job?.url) download(job.url, job.fileName).catch(() => setFailed(true));
  }, [job, download]);
  return { job, running, failed, start, download: again };
}
