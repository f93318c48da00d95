/** CHR-24/26 (GAP-46): the Create menu's items and who sees it. */
import type { RoleGroup, RoleType } from '@hatchery/domain';
import { hasRoleIn } from '../../app/viewer/roles';

/** Create permissions that show the menu (D1 §6: course, funnel, form, event, task). */
export const CREATE_PERMISSION_KEYS = ['COURSES:CREATE', 'FUNNEL:CREATE', 'FORM:CREATE', 'EVENT:CREATE', 'TASK:CREATE'] as const;

export interface CreateItem {
  key: string;
  labelKey: string;
  /** Where the item leads: its management route or create page (event: created by the mutation, see CreateMenu). */
  to: string;
  /** The role group the target route lets in (its guard, routeTable.ts), when it has one: others are not offered the item. */
  roles?: RoleGroup;
}

export const CREATE_ITEMS: readonly CreateItem[] = [
  { key: 'task', labelKey: 'createMenu.task', to: '/tasks', roles: 'tasks' },
  { key: 'funnel', labelKey: 'createMenu.funnel', to: '/applications/funnels/management' },
  { key: 'course', labelKey: 'createMenu.course', to: '/courses/management' },
  // Issue 14: both open their create dialog (the page reads ?create=1; the server lets the staff roles create).
  { key: 'program', labelKey: 'createMenu.program', to: '/startups/programs/incubator-plans?create=1' },
  { key: 'form', labelKey: 'createMenu.form', to: '/forms/management/new' },
  // CHR-25: the item calls createIncubatorEvent and opens /events/{id}/edit (CreateMenu.tsx); `to` is its fallback.
  { key: 'event', labelKey: 'createMenu.event', to: '/events/planning' },
  { key: 'startup', labelKey: 'createMenu.startup', to: '/startups/management?create=1' },
  { key: 'applicationLead', labelKey: 'createMenu.applicationLead', to: '/applications/overview' },
  { key: 'user', labelKey: 'createMenu.user', to: '/admin/configuration/users', roles: 'admin' },
];

/** Staff or admin roles, or a holder of a create permission; never applicants, co-founders or community members. */
export function canSeeCreateMenu(roles: readonly RoleType[], permissionKeys: readonly string[]): boolean {
  if (roles.length > 0 && roles.every((role) => hasRoleIn([role], 'founderSide'))) return false;
  if (hasRoleIn(roles, 'staff') || hasRoleIn(roles, 'admin')) return true;
  return permissionKeys.some((key) => (CREATE_PERMISSION_KEYS as readonly string[]).includes(key));
}

/** D-92: the items whose page the viewer's role may open (an item the route guard would send back to / is not offered). */
export function createItemsFor(roles: readonly RoleType[]): CreateItem[] {
  return CREATE_ITEMS.filter((item) => !item.roles || hasRoleIn(roles, item.roles));
}
