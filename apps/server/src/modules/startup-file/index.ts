/**
 * The public surface of modules/startup-file (D-109): the startup file's documents (a file reference kind, D-135)
 * and its PDF/XLSX export. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
// Registers startup documents as a kind files can be attached to (files/file-references.ts).
import './startup-documents.js';
import './startup-file.graphql.js';

export { STARTUP_DOCUMENT } from './startup-documents.js';
export { startupFilePolicy } from './startup-file.policy.js';
// The PDF text writer (embedded Noto faces by script, right-to-left lines, D-164), reused by the forms engine's answer PDF.
export { createTextWriter } from './pdf-text.js';
