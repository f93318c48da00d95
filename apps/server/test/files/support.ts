/** Helpers of the file tests: multipart uploads and the three ways of reading a file (bytes, record, list by reference). */
import type { FastifyInstance } from 'fastify';
import { json } from '../support/helpers.js';

export interface UploadedFile {
  _id: string;
  name: string;
  url: string;
  referenceType: string | null;
  referenceId: string | null;
}

function multipart(file: { name: string; type: string; data: Buffer }): { body: Buffer; contentType: string } {
  const boundary = '----hatchery' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/attachment/upload with the metadata in the query string; answers the status and the body. */
export async function uploadAs(
  app: FastifyInstance,
  host: string,
  token: string,
  meta: Record<string, string>,
  file: { name: string; type: string; data: Buffer } = { name: 'notes.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 notes') },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { body, contentType } = multipart(file);
  const query = new URLSearchParams(meta).toString();
  const response = await app.inject({
    method: 'POST',
    url: `/api/attachment/upload${query ? `?${query}` : ''}`,
    headers: { host, 'content-type': contentType, authorization: `Bearer ${token}` },
    payload: body,
  });
  return { status: response.statusCode, body: json(response) };
}

/** The upload, which must succeed. */
export async function uploaded(app: FastifyInstance, host: string, token: string, meta: Record<string, string>, file?: { name: string; type: string; data: Buffer }): Promise<UploadedFile> {
  const response = await uploadAs(app, host, token, meta, file);
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as unknown as UploadedFile;
}

const headers = (host: string, token: string | undefined) => ({ host, ...(token ? { authorization: `Bearer ${token}` } : {}) });

/** GET /files/<id>/<name> (the bytes) and GET /api/attachments/<id> (the record): both statuses. */
export async function readStatuses(app: FastifyInstance, host: string, token: string | undefined, file: UploadedFile): Promise<{ bytes: number; record: number }> {
  const bytes = await app.inject({ method: 'GET', url: file.url, headers: headers(host, token) });
  const record = await app.inject({ method: 'GET', url: `/api/attachments/${file._id}`, headers: headers(host, token) });
  return { bytes: bytes.statusCode, record: record.statusCode };
}

/** GET /api/attachments/reference/<type>/<id>: the status and the listed file ids. */
export async function listByReference(app: FastifyInstance, host: string, token: string, type: string, id: string): Promise<{ status: number; ids: string[] }> {
  const response = await app.inject({ method: 'GET', url: `/api/attachments/reference/${type}/${id}`, headers: headers(host, token) });
  const body = json<unknown>(response);
  return { status: response.statusCode, ids: Array.isArray(body) ? body.map((f: { _id: string }) => f._id) : [] };
}

/** GET /api/attachments: the ids of the viewer's own uploads they may still read. */
export async function myFileIds(app: FastifyInstance, host: string, token: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/attachments', headers: headers(host, token) });
  return json<Array<{ _id: string }>>(response).map((f) => f._id);
}
