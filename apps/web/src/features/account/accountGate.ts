import { isInRoleGroup, type RoleType } from '@hatchery/domain';

/** Paths the account gate never covers: the confirmation page itself, and the link in the mail that confirms. */
const UNGATED_PATHS = [/^\/account\/confirmation\/?$/, /^\/validate\//];

/**
 * ACC-01, ACC-02: a signed-in non-applicant whose account is not validated or is pending sees the
 * "You have not confirmed your email yet" screen instead of the page; applicants never do.
 */
export function needsAccountGate(
  // Nullable since one User type serves every path (D-107); for the viewer themself the server always answers both.
  // An unknown (null) validation counts as not validated: the gate errs on the side of asking.
  user: { validated: boolean | null; status: string | null } | null,
  roles: readonly RoleType[],
  pathname: string,
): boolean {
  if (!user) return false;
  if (roles.some((r) => isInRoleGroup(r, 'applicants'))) return false;
  if (UNGATED_PATHS.some((re) => re.test(pathname))) return false;
  return !user.validated || user.status === 'pending';
}
