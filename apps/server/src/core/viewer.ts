/**
 * The viewer the access rule let in (D-106): root fields and routes run their rule first, so for a rule other than
 * `public` this only narrows the type; it still answers AuthenticationRequired when called where no rule ran.
 */
import { authenticationRequiredError } from './errors.js';
import type { AppContext, Viewer } from '../http/context.js';

export function requireViewer(ctx: AppContext): Viewer {
  if (!ctx.viewer) throw authenticationRequiredError();
  return ctx.viewer;
}
