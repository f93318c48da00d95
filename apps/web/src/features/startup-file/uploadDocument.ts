import { tokenStore } from '../../lib/storage/tokenStore';

export type DocumentUpload = { ok: true; id: string } | { ok: false; status: number; message: string | null };

/**
 * POST /api/attachment/upload with reference startupDocument/<startup id> (D-135): the server checks the size (5 MB),
 * the plan gate and that the viewer may change the startup's documents.
 */
export async function uploadStartupDocument(startupId: string, file: File): Promise<DocumentUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  const query = new URLSearchParams({ purpose: 'document', referenceType: 'startupDocument', referenceId: startupId });
  const token = tokenStore.get();
  try {
    const response = await fetch(`/api/attachment/upload?${query.toString()}`, {
      method: 'POST',
      body,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const json = (await response.json().catch(() => ({}))) as { _id?: string; message?: string };
    if (response.ok && json._id) return { ok: true, id: json._id };
    return { ok: false, status: response.status, message: json.message ?? null };
  } catch {
    return { ok: false, status: 0, message: null };
  }
}
