/** Small helpers resolvers use to demand a signed-in viewer. */
import { authenticationRequiredError } from '../errors.js';
import type { AppContext, Viewer } from '../http/context.js';

export function requireViewer(ctx: AppContext): Viewer {
  if (!ctx.viewer) throw authenticationRequiredError();
  return ctx.viewer;
}
