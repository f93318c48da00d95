/** Who may call the startup-file operations (D-106); the startup's visibility and edit rights are row-level, in the services. */
import { authenticated } from '../permissions/index.js';

export const startupFilePolicy = {
  startupFile: authenticated('the startup must be visible to the viewer'),
  startupDocuments: authenticated('the startup must be visible to the viewer; plan gate startup documents'),
  renameStartupDocument: authenticated('who may edit the startup (its people, staff with a startup edit key); plan gate'),
  deleteStartupDocument: authenticated('who may edit the startup (its people, staff with a startup edit key); plan gate'),
  exportStartupFile: authenticated('the startup must be visible to the viewer'),
} as const;
