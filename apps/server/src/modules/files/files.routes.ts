/** REST of D1 §7.3 for attachments (GAP-28: calls answer the attachment record; GAP-30: {a}/{b} = reference type/id). */
import multipart from '@fastify/multipart';
import { ERROR_CODES, UPLOAD_MAX_BYTES } from '@hatchery/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequestError } from '../../core/errors.js';
import { requireContext } from '../../http/tenancy.js';
import type { AccessRule } from '../permissions/index.js';
import type { FileStore } from './file-store.js';
import { filesRoutePolicy as policy } from './files.policy.js';
// Every module's kinds of reference, before the first request asks who may see a file (D-87).
import {
  deleteFilesByReference,
  getFileRecord,
  listFilesByReference,
  listMyFiles,
  openFile,
  updateFile,
  uploadFile,
} from './files.service.js';

const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

const rule = (access: AccessRule) => ({ config: { access } });

const tooLarge = () => new AppError(ERROR_CODES.payloadTooLarge, 'The file is larger than 5 MB.', 413);

function params(request: FastifyRequest): Record<string, string> {
  return request.params as Record<string, string>;
}

function fieldValue(fields: Record<string, unknown>, name: string): string | undefined {
  const field = fields[name];
  const one: unknown = Array.isArray(field) ? field[0] : field;
  if (one && typeof one === 'object' && 'value' in one && typeof one.value === 'string') return one.value;
  return undefined;
}

/** The upload's own metadata: query string first (always available), else multipart fields sent before the file. */
function uploadMeta(request: FastifyRequest, fields: Record<string, unknown>): Record<string, string> {
  const query = request.query as Record<string, unknown>;
  const meta: Record<string, string> = {};
  for (const name of ['purpose', 'referenceType', 'referenceId']) {
    const value = typeof query[name] === 'string' ? (query[name] as string) : fieldValue(fields, name);
    if (value !== undefined && value !== '') meta[name] = value;
  }
  return meta;
}

export function registerFileRoutes(scope: FastifyInstance, deps: { store: FileStore }): void {
  const { store } = deps;
  void scope.register(async (files) => {
    await files.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });

    // Files are served from our own origin: never let one (an SVG in particular) run script or load anything. A
    // reply header, so it is written over the app-wide policy helmet set on the raw response (security/headers.ts).
    files.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.url === '/files/:id/:name') void reply.header('content-security-policy', FILE_CSP);
      return payload;
    });

    files.post('/api/attachment/upload', rule(policy.upload), async (request, reply) => {
      const ctx = requireContext(request);
      if (!request.isMultipart()) throw badRequestError('Send the file as multipart/form-data (field "file").');
      let part: Awaited<ReturnType<FastifyRequest['file']>>;
      try {
        part = await request.file();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw badRequestError('Malformed multipart body');
      }
      if (!part) throw badRequestError('No file in the request (field "file").');
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        // The stream of a truncated or malformed body ends in an error ("Unexpected end of form"): the client's, a 400.
        throw badRequestError('Malformed multipart body');
      }
      const record = await uploadFile(ctx, store, {
        meta: uploadMeta(request, part.fields as Record<string, unknown>),
        filename: part.filename,
        contentType: part.mimetype,
        data,
      });
      return reply.status(201).send(record);
    });

    files.get('/api/attachments', rule(policy.listMine), async (request) => listMyFiles(requireContext(request)));
    files.get('/api/attachments/reference/:type/:id', rule(policy.listByReference), async (request) =>
      listFilesByReference(requireContext(request), params(request).type!, params(request).id!),
    );
    files.get('/api/attachments/:id', rule(policy.getRecord), async (request) => getFileRecord(requireContext(request), params(request).id!));
    files.put('/api/attachments/:id', rule(policy.update), async (request) => updateFile(requireContext(request), params(request).id!, request.body ?? {}));
    files.delete('/api/attachments/:type/:id', rule(policy.deleteByReference), async (request) =>
      deleteFilesByReference(requireContext(request), store, params(request).type!, params(request).id!),
    );

    files.get('/files/:id/:name', rule(policy.open), async (request, reply) => {
      const access = (request.query as Record<string, unknown>).access;
      const { file, object } = await openFile(requireContext(request), store, params(request).id!, typeof access === 'string' ? access : undefined);
      void reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.originalName)}`);
      if (object.size !== undefined) void reply.header('content-length', object.size);
      return reply.send(object.body);
    });
  });
}
