/** zod schemas of role input (createRole, updateRole). Catalogue checks follow in roles.service.ts. */
import { ROLE_TYPES, VISIBILITY_SETTINGS } from '@hatchery/domain';
import { z } from 'zod';

export const ROLE_LABEL_MAX = 60;
export const MAX_ROLE_PERMISSIONS = 100;
export const MAX_SELECTED_STARTUPS = 500;

/** Role types a role (custom or default) may be built on: every type but the internal System. */
export const ASSIGNABLE_ROLE_TYPES = ROLE_TYPES.filter((type) => type !== 'System');

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'not an id');

export const rolePermissionSchema = z.object({
  key: z.string().trim().min(1).max(64),
  permissionCriteria: z.enum(['all', 'assigned']),
});

export const userAccessSchema = z.object({
  visibilitySettings: z.enum(VISIBILITY_SETTINGS),
  roles: z.array(z.enum(ASSIGNABLE_ROLE_TYPES)).max(ROLE_TYPES.length).default([]),
});

export const startupAccessSchema = z.object({
  visibilitySettings: z.enum(VISIBILITY_SETTINGS),
  startups: z.array(uuid).max(MAX_SELECTED_STARTUPS).default([]),
});

const label = z.string().trim().min(1, 'is required').max(ROLE_LABEL_MAX);

export const createRoleSchema = z.object({
  type: z.enum(ASSIGNABLE_ROLE_TYPES),
  label,
  permissions: z.array(rolePermissionSchema).max(MAX_ROLE_PERMISSIONS),
  userAccess: userAccessSchema,
  startupAccess: startupAccessSchema,
});

export const updateRoleSchema = z.object({
  label: label.optional(),
  permissions: z.array(rolePermissionSchema).max(MAX_ROLE_PERMISSIONS).optional(),
  userAccess: userAccessSchema.optional(),
  startupAccess: startupAccessSchema.optional(),
});

export type CreateRoleInput = z.output<typeof createRoleSchema>;
export type UpdateRoleInput = z.output<typeof updateRoleSchema>;
