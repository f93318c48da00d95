import { useCallback, useEffect, useState } from 'react';
import { restRequest } from '../../lib/rest/restRequest';

/** An attachment as GET /api/attachments/{id} answers it (files.service.ts, toAttachmentRecord). */
export interface FileRecord {
  _id: string;
  name: string;
  contentType: string;
  size: number;
  /** Signed for the viewer: a plain link or image source opens it. */
  url: string;
  createdAt: string;
}

export type FileRecordState =
  | { kind: 'loading' }
  | { kind: 'ready'; file: FileRecord }
  /** Not there, or not the viewer's to open: the server answers both alike (it does not tell which). */
  | { kind: 'missing' }
  | { kind: 'failed' };

/** The attachment's record, read again by `retry` after a failure. */
export function useFileRecord(id: string): { state: FileRecordState; retry: () => void } {
  const [state, setState] = useState<FileRecordState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    void restRequest<FileRecord>('GET', `/api/attachments/${encodeURIComponent(id)}`).then((result) => {
      if (!current) return;
      if (result.ok) setState({ kind: 'ready', file: result.data });
      else if (result.status === 404 || result.status === 403 || result.status === 400) setState({ kind: 'missing' });
      else setState({ kind: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [id, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
