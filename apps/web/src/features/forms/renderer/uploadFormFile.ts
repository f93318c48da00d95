import type { AnswerFileInfo } from '@hatchery/domain';
import { tokenStore } from '../../../lib/storage/tokenStore';

export type FormFileUpload = { ok: true; file: AnswerFileInfo } | { ok: false; status: number; message: string | null };

/** POST /api/attachment/upload with purpose formAnswer: the attachment store keeps the file; the answer keeps its id. */
export async function uploadFormFile(file: File): Promise<FormFileUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  const token = tokenStore.get();
  try {
    const response = await fetch('/api/attachment/upload?purpose=formAnswer', {
      method: 'POST',
      body,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const json = (await response.json().catch(() => ({}))) as { _id?: string; name?: string; size?: number; message?: string };
    if (response.ok && json._id) return { ok: true, file: { id: json._id, name: json.name ?? file.name, size: json.size ?? file.size } };
    return { ok: false, status: response.status, message: json.message ?? null };
  } catch {
    return { ok: false, status: 0, message: null };
  }
}
