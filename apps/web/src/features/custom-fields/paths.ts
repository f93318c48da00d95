import type { CustomFieldTarget } from './documents';

/** Where the list and the editor live: /fields/customs/* or the /setup variants (D-214). */
export interface FieldPaths {
  list: (target: CustomFieldTarget) => string;
  create: (target: CustomFieldTarget) => string;
  edit: (id: string) => string;
}

export const CUSTOMS_PATHS: FieldPaths = {
  list: (target) => `/fields/customs/${target}`,
  create: (target) => `/fields/customs/new?target=${target}`,
  edit: (id) => `/fields/customs/${id}`,
};

export const SETUP_PATHS: FieldPaths = {
  list: (target) => `/setup/profile-fields?target=${target}`,
  create: (target) => `/setup/fields/new?target=${target}`,
  edit: (id) => `/setup/fields/${id}`,
};

const TARGETS: readonly string[] = ['startup', 'user', 'application'];
export function isTarget(value: string | null | undefined): value is CustomFieldTarget {
  return typeof value === 'string' && TARGETS.includes(value);
}

/** What the splat of /fields/customs/* names: a list of a target, the new-field form, or one field by id. */
export function readSplat(splat: string | undefined): { kind: 'list'; target: CustomFieldTarget } | { kind: 'new' } | { kind: 'edit'; id: string } {
  const part = (splat ?? '').split('/').filter(Boolean)[0];
  if (!part) return { kind: 'list', target: 'startup' };
  if (isTarget(part)) return { kind: 'list', target: part };
  if (part === 'new') return { kind: 'new' };
  return { kind: 'edit', id: part };
}
