import type { AnswerFileInfo } from '@hatchery/domain';
import { tokenStore } from '../../../lib/storage/tokenStore';

export type FormFileUpload = { ok: true; file: AnswerFileInfo } | { ok: false; status: number; message: string | null };

/**
 * POST /api/attachment/upload, referenced to the answer (referenceType formAnswer, referenceId `<submission>:<question>`,
 * D-188): the server checks the question's file types and size at upload; the answer keeps the file id. The
 * submission is the respondent's draft (saveFormDraftAnswers creates it), so a page saves a draft before uploading.
 */
export async function uploadFormFile(file: File, submissionId: string, questionId: string): Promise<FormFileUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  const token = tokenStore.get();
  try {
    const query = new URLSearchParams({ purpose: 'attachment', referenceType: 'formAnswer', referenceId: `${submissionId}:${questionId}` });
    const response = await fetch(`/api/attachment/upload?${query.toString()}`, {
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
