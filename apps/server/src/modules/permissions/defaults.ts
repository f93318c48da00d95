/**
 * Default permission sets per role type, used when a role stores no permissions of its own (roles.permissions
 * empty). A stored, non-empty list replaces the default as a whole. Admin, AdminCoach and System always hold
 * every key with 'all': the administrators' rights cannot be edited away (decision, docs/decisions.md).
 */
import type { RoleType } from '@hatchery/domain';
import type { PermissionCriteria, RolePermission } from '../../db/schema/index.js';
import { PERMISSION_CATALOGUE } from './catalogue.js';

const every = (criteria: PermissionCriteria, keys: readonly string[]): RolePermission[] => keys.map((key) => ({ key, permissionCriteria: criteria }));
const allKeys = PERMISSION_CATALOGUE.map((p) => p.key);
const except = (...excluded: string[]) => allKeys.filter((key) => !excluded.includes(key));

export const FULL_ACCESS_ROLES: ReadonlySet<RoleType> = new Set<RoleType>(['Admin', 'AdminCoach', 'System']);

const STAFF_EXCLUDED = ['USER_ROLES:EDIT', 'EMAIL_TEMPLATES:MANAGE', 'APPLICATION:DELETE', 'STARTUP:DELETE', 'FUNNEL:DELETE', 'CHAT:USER_ACCESS_EDIT', 'CHAT:LIMIT_READ'];
const VIEW_KEYS = ['INDUSTRIES:VIEW', 'INDUSTRIES:ENTITY_VIEW', 'TAGS:VIEW', 'TAGS:ENTITY_VIEW', 'SAVED_VIEWS:READ'];
const ASSIGNED_STARTUP_WORK = ['METRICS/EDIT:VIEW', 'STARTUP:FILE_VIEW', 'TIMELINE:PRIVATE_COMMENT', 'STARTUP_MILESTONE:CREATE', 'STARTUP_MILESTONE:EDIT'];

export const DEFAULT_PERMISSIONS: Readonly<Record<RoleType, readonly RolePermission[]>> = {
  Admin: every('all', allKeys),
  AdminCoach: every('all', allKeys),
  System: every('all', allKeys),
  // Scoped to their programs' and assigned startups (issue 14 item 2, D-117): every startup key 'assigned'.
  SubAdmin: every('assigned', except('USER_ROLES:EDIT', 'EMAIL_TEMPLATES:MANAGE')),
  Staff: every('all', except(...STAFF_EXCLUDED)),
  Coach: [
    ...every('assigned', [...ASSIGNED_STARTUP_WORK, 'METRICS:EDIT', 'COACHING_SESSION:EXPORT', 'TAGS:STARTUP_EDIT', 'INDUSTRIES:STARTUP_EDIT', 'TASK/TASK:DELETE']),
    ...every('all', [...VIEW_KEYS, 'ARTICLES:EDIT', 'EVENT:CREATE', 'FORM:CREATE', 'FEEDBACK_REQUEST:CREATE', 'FEEDBACK_REQUEST:VIEW', 'AVAILABILITY:EDIT', 'USER:SOCIAL_MEDIA_VIEW']),
  ],
  Mentor: [...every('assigned', [...ASSIGNED_STARTUP_WORK, 'COACHING_SESSION:EXPORT']), ...every('all', [...VIEW_KEYS, 'CHAT:LIMIT_READ'])],
  Expert: [...every('assigned', [...ASSIGNED_STARTUP_WORK, 'COACHING_SESSION:EXPORT']), ...every('all', [...VIEW_KEYS, 'CHAT:LIMIT_READ'])],
  Evaluator: [
    ...every('assigned', ['APPLICATION:VIEW_ALL', 'APPLICATION:VIEW_FULL_DATA', 'APPLICATION:DASHBOARD', 'FUNNEL:LIST_VIEW']),
    ...every('all', ['EVALUATION_PARAMETER:VIEW', 'TAGS:VIEW', 'CHAT:LIMIT_READ']),
  ],
  Cofounder: [
    ...every('assigned', ['METRICS/EDIT:VIEW', 'METRICS:EDIT', 'STARTUP:NAME_EDIT', 'STARTUP:FILE_VIEW', 'STARTUP_MILESTONE:CREATE', 'STARTUP_MILESTONE:EDIT', 'TASK/TASK:DELETE']),
    ...every('all', ['INDUSTRIES:VIEW', 'TAGS:VIEW', 'CHAT:LIMIT_READ']),
  ],
  CommunityMember: every('all', ['CHAT:LIMIT_READ']),
  Applicant: [],
};
