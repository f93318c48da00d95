import { tokenStore } from '../storage/tokenStore';

export type AttachmentUpload = { ok: true; id: string; name: string } | { ok: false; status: number; message: string | null };

/** POST /api/attachment/upload (D1 §7.3, purpose attachment): the server checks the size (5 MB) and keeps the file. */
export async function uploadAttachment(file: File): Promise<AttachmentUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  const token = tokenStore.get();
  try {
    const response = await fetch('/api/attachment/upload?purpose=attachment', {
      method: 'POST',
      body,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const json = (await response.json().catch(() => ({}))) as { _id?: string; name?: string; message?: string };
    if (response.ok && json._id) return { ok: true, id: json._id, name: json.name ?? file.name };
    return { ok: false, status: response.status, message: json.message ?? null };
  } catch {
    return { ok: false, status: 0, message: null };
  }
}
