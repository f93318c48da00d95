import { LOGO_CONTENT_TYPES, PORTFOLIO_MESSAGES, STARTUP_LOGO, STARTUP_LOGO_MAX_BYTES } from '@hatchery/domain';
import { tokenStore } from '../../lib/storage/tokenStore';

export type LogoUpload = { ok: true; id: string } | { ok: false; status: number; message: string | null };

/** The rule a chosen file breaks before it is sent (the server checks the same, D-160), or null. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return PORTFOLIO_MESSAGES.logoNotAnImage;
  if (file.size > STARTUP_LOGO_MAX_BYTES) return PORTFOLIO_MESSAGES.logoTooLarge;
  return null;
}

/**
 * POST /api/attachment/upload with purpose and reference startupLogo/<startup id> (D-160): the server checks the type,
 * the size (1 MB) and that the viewer may edit the startup's profile. The logo is chosen afterwards with
 * updateStartupProfile(logoFileId).
 */
export async function uploadStartupLogo(startupId: string, file: File): Promise<LogoUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  const query = new URLSearchParams({ purpose: STARTUP_LOGO, referenceType: STARTUP_LOGO, referenceId: startupId });
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
