/**
 * Licence groupings of D1 §6 (ROL-15, GAP-26). The four groupings are disjoint:
 * - licensed users (employees): the internal staff set (ROL-05) minus Evaluator — counted against
 *   planInfo.employeeCountLimit;
 * - evaluators: Evaluator (named as a grouping of its own by D1 §6, so taken out of the internal set);
 * - external network: Cofounder, CommunityMember — the founders and community around the programs;
 * - other: Applicant (and any type not above).
 * Seats are held by users who are active or pending (an invitation holds a seat until it is accepted or the user is
 * deactivated). docs/decisions.md D-31.
 */
import { ROLE_GROUPS, type RoleType } from '@hatchery/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/contract.js';
import { incubators, roles, users } from '../../../db/schema/index.js';
import { planGatedError } from '../../permissions/index.js';

export const LICENCE_GROUPS = ['licensed', 'externalNetwork', 'evaluators', 'other'] as const;
export type LicenceGroup = (typeof LICENCE_GROUPS)[number];

const LICENSED: ReadonlySet<RoleType> = new Set(ROLE_GROUPS.internal.filter((type) => type !== 'Evaluator'));
const EXTERNAL_NETWORK: ReadonlySet<RoleType> = new Set<RoleType>(['Cofounder', 'CommunityMember']);

export function licenceGroupOf(type: RoleType): LicenceGroup {
  if (LICENSED.has(type)) return 'licensed';
  if (type === 'Evaluator') return 'evaluators';
  if (EXTERNAL_NETWORK.has(type)) return 'externalNetwork';
  return 'other';
}

export const SEAT_STATUSES = ['active', 'pending'] as const;

export interface LicenceUsage {
  employeeCountLimit: number | null;
  groups: Array<{ group: LicenceGroup; count: number; roleTypes: RoleType[] }>;
}

async function seatHolders(tx: Tx): Promise<Array<{ userId: string; type: RoleType }>> {
  return tx
    .select({ userId: users.id, type: roles.type })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(users.status, [...SEAT_STATUSES]));
}

async function employeeCountLimit(tx: Tx, incubatorId: string): Promise<number | null> {
  const [row] = await tx.select({ planInfo: incubators.planInfo }).from(incubators).where(eq(incubators.id, incubatorId)).limit(1);
  const limit = row?.planInfo.employeeCountLimit;
  return typeof limit === 'number' && Number.isFinite(limit) ? limit : null;
}

export async function licenceUsage(tx: Tx, incubatorId: string): Promise<LicenceUsage> {
  const holders = await seatHolders(tx);
  const limit = await employeeCountLimit(tx, incubatorId);
  const allTypes = [...new Set([...ROLE_GROUPS.all])];
  return {
    employeeCountLimit: limit,
    groups: LICENCE_GROUPS.map((group) => ({
      group,
      count: holders.filter((h) => licenceGroupOf(h.type) === group).length,
      roleTypes: allTypes.filter((type) => licenceGroupOf(type) === group),
    })),
  };
}

/**
 * Refuses (plan-gating message) giving `userId` a role of type `type` when that would take one more licensed seat
 * than the plan allows. A user who already holds a licensed seat keeps it.
 */
export async function assertLicenceSeat(tx: Tx, incubatorId: string, type: RoleType, userId: string | null): Promise<void> {
  if (licenceGroupOf(type) !== 'licensed') return;
  const limit = await employeeCountLimit(tx, incubatorId);
  if (limit === null) return;
  const holders = await seatHolders(tx);
  if (userId && holders.some((h) => h.userId === userId && licenceGroupOf(h.type) === 'licensed')) return;
  const used = holders.filter((h) => licenceGroupOf(h.type) === 'licensed').length;
  if (used >= limit) throw planGatedError();
}
