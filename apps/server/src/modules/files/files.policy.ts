/**
 * Who may call the attachment routes (D-106, D1 §7.3), one rule per route, run before the handler reads the body. Who
 * may see or change a given file depends on the file and what it is attached to (file-access.ts, D-87) and stays in
 * the service; the notes name those checks.
 */
import { authenticated, publicAccess } from '../permissions/index.js';

export const filesRoutePolicy = {
  upload: authenticated('logos by the admin group; attachments to what the viewer may edit'),
  listMine: authenticated('own uploads'),
  listByReference: authenticated('files of what the viewer may see'),
  getRecord: authenticated('files the viewer may see'),
  update: authenticated('files the viewer may change'),
  deleteByReference: authenticated('own files of what the viewer may edit'),
  // Logos are public; other files need a signed-in viewer who may see them or a link signed for one (D-94).
  open: publicAccess('logos; other files to who may see them, or a signed link'),
} as const;
