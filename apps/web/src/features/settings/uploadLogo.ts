import { tokenStore } from '../../lib/storage/tokenStore';

export type LogoPurposeKey = 'logo' | 'logoSquare' | 'whiteLogo';
export type UploadResult = { ok: true; id: string; url: string } | { ok: false; status: number; code: string | null; message: string | null };

/** POST /api/attachment/upload (D1 §7.3) with the logo purpose; the server checks type (PNG, JPEG, SVG, WebP) and size. */
export async function uploadLogo(file: File, purpose: LogoPurposeKey): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const token = tokenStore.get();
  try {
    const response = await fetch(`/api/attachment/upload?purpose=${purpose}`, {
      method: 'POST',
      body,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const json = (await response.json().catch(() => ({}))) as { _id?: string; url?: string; error?: string; message?: string };
    if (response.ok && json._id && json.url) return { ok: true, id: json._id, url: json.url };
    return { ok: false, status: response.status, code: json.error ?? null, message: json.message ?? null };
  } catch {
    return { ok: false, status: 0, code: null, message: null };
  }
}
