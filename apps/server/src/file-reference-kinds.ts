/**
 * Every kind of thing a file can be attached to, registered by the module that owns it (imported for their side
 * effects, as src/schema.ts imports the schema's parts). A new kind — applications, events — is its module's
 * `registerFileReference(...)` file plus one line here; until then its files stay with their uploader and the
 * administrators (D-87). Beside app.ts, which imports it, rather than in modules/files: the files module must not
 * import the modules that register kinds with it (D-110: no folder cycles).
 */
import './modules/startups/startup-files.js';
import './modules/timeline/timeline-files.js';
import './modules/tasks/task-files.js';
import './modules/identity/users/user-files.js';
