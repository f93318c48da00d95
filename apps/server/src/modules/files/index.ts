/**
 * The public surface of modules/files (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
export { isLogoPurpose, isPublicPurpose } from './file-access.js';
export { registerFileReference } from './file-references.js';
export { createFileStore, storageKeyFor } from './file-store.js';
export type { FileStore, S3Settings } from './file-store.js';
export { registerFileRoutes } from './files.routes.js';
export { fileUrl } from './files.service.js';
