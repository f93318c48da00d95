/**
 * Every kind of thing a file can be attached to, registered by the module that owns it (imported for their side
 * effects, as src/schema.ts imports the schema's parts). A new kind — applications, events — is its module's
 * `registerFileReference(...)` file plus one line here; until then its files stay with their uploader and the
 * administrators (D-87).
 */
import '../startups/startup-files.js';
import '../timeline/timeline-files.js';
import '../tasks/task-files.js';
import '../identity/users/user-files.js';
