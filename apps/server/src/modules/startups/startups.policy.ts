/** Who may call the startups operations (D-106): one rule per root field, run before the resolver. */
import { ADMIN, allowAnyOf, authenticated, permission, roleGroup } from '../permissions/index.js';
import type { IdScope } from '../permissions/index.js';

export const startupsPolicy = {
  startupAbilities: authenticated("the viewer's own abilities; startups of the tenant"),
  startups: authenticated('rows limited by the role startupAccess'),
  startup: authenticated('NotFound unless the viewer sees the startup'),
  // Issue 14 item 1 (D-116): management is for the staff roles; the row-level checks need the startup.
  createStartup: allowAnyOf([ADMIN, roleGroup('staff')], { note: 'a creator with ASSIGNED scope is assigned to it' }),
  updateStartupProfile: authenticated('edits the startup (one of its people, an administrator, or a startup edit key for it); name: STARTUP:NAME_EDIT'),
  archiveStartup: allowAnyOf([ADMIN, roleGroup('staff')], { note: 'STARTUP:CONNECTIONS_EDIT for the startup, which the viewer sees' }),
  restoreStartup: allowAnyOf([ADMIN, roleGroup('staff')], { note: 'STARTUP:CONNECTIONS_EDIT for the startup, which the viewer sees' }),
  deleteStartup: allowAnyOf([permission('STARTUP:DELETE')], { note: 'STARTUP:DELETE for the startup, which the viewer sees' }),
} as const;

/**
 * Field gates of the merged `Startup` type (D-107). public: id, name, people and the viewer's abilities (what a task,
 * a hover card or a timeline shows anyone who reaches the startup); details: logo, website, info, creation date,
 * people count and programs — the viewer's role must see the startup (startupAccess: ALL,
 * ASSIGNED, SELECTED), as the `startups` list alone showed them. A hidden field resolves to null.
 */
export type StartupFieldGate = 'public' | 'details';

export function startupGateAllows(gate: StartupFieldGate, startupId: string, scope: IdScope | null): boolean {
  if (gate === 'public') return true;
  if (!scope) return false;
  return scope.kind === 'all' || scope.ids.includes(startupId);
}
