/**
 * Documentation user types (D1 §2.4, CHR-33) and the role → user-type mapping of GAP-23. A help page names the user
 * types it is written for (front matter `audience`); the search and the article query only return pages that share
 * a user type with the viewer.
 */
import { isInRoleGroup, type RoleType } from '@hatchery/domain';

/** The spec's user types (CHR-33). */
export const DOC_USER_TYPES = ['incubator', 'mentor', 'founder', 'applicant', 'evaluator', 'communityMember'] as const;
export type DocUserType = (typeof DOC_USER_TYPES)[number];

/**
 * `admin` narrows `incubator` to the admin role group (Admin, AdminCoach — GAP-14): the organisation-settings pages
 * are theirs alone, so documenting them to every staff member would describe screens they cannot open.
 */
export const ADMIN_AUDIENCE = 'admin';
export type HelpAudience = DocUserType | typeof ADMIN_AUDIENCE;
export const HELP_AUDIENCES: readonly HelpAudience[] = [...DOC_USER_TYPES, ADMIN_AUDIENCE];

/** GAP-23 as suggested. */
const ROLE_USER_TYPE: Record<RoleType, DocUserType> = {
  Staff: 'incubator',
  Coach: 'incubator',
  Admin: 'incubator',
  AdminCoach: 'incubator',
  SubAdmin: 'incubator',
  System: 'incubator',
  Mentor: 'mentor',
  Expert: 'mentor',
  Cofounder: 'founder',
  Applicant: 'applicant',
  Evaluator: 'evaluator',
  CommunityMember: 'communityMember',
};

export function docUserType(roleType: RoleType): DocUserType {
  return ROLE_USER_TYPE[roleType];
}

/** Every audience value a viewer of this role type reads: their user type, plus `admin` for the admin group. */
export function viewerAudiences(roleType: RoleType): HelpAudience[] {
  const audiences: HelpAudience[] = [docUserType(roleType)];
  if (isInRoleGroup(roleType, 'admin') || roleType === 'System') audiences.push(ADMIN_AUDIENCE);
  return audiences;
}

/** Front matter `audience` → stored user types: `all` stands for the six user types of the spec. */
export function expandAudience(values: readonly string[]): HelpAudience[] {
  const out = new Set<HelpAudience>();
  for (const value of values) {
    if (value === 'all') DOC_USER_TYPES.forEach((type) => out.add(type));
    else if ((HELP_AUDIENCES as readonly string[]).includes(value)) out.add(value as HelpAudience);
    else throw new Error(`unknown audience "${value}" (use all, ${HELP_AUDIENCES.join(', ')})`);
  }
  if (out.size === 0) throw new Error('audience is empty');
  return HELP_AUDIENCES.filter((audience) => out.has(audience));
}
