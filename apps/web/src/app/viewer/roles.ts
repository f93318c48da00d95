import { ROLE_LABELS, ROLE_TYPES, isInRoleGroup, type RoleGroup, type RoleType } from '@hatchery/domain';

export function isRoleType(value: string): value is RoleType {
  return (ROLE_TYPES as readonly string[]).includes(value);
}

export function hasRoleIn(roles: readonly RoleType[], group: RoleGroup): boolean {
  return roles.some((r) => isInRoleGroup(r, group));
}

/** The server label when it is a custom one; the default label otherwise (so it can be translated). */
export function customRoleLabel(type: RoleType | undefined, label: string): string | null {
  if (!type) return label || null;
  return label && label !== ROLE_LABELS[type] ? label : null;
}
