/**
 * Who may chat with whom (D-592): the members of the organisation (every role but Applicant and System), except the
 * pairs of role types the organisation keeps apart (/chat/management, CHAT:USER_ACCESS_EDIT). A pair is kept apart
 * both ways. Only people who can sign in (status active) are reachable.
 */
import { ROLE_GROUPS, isInRoleGroup, type RoleType } from '@hatchery/domain';
import { and, asc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { chatBlockedRolePairs, roles, users } from '../../db/schema/index.js';

/** The role types that take part in the chat, in the order management shows them. */
export const CHAT_ROLE_TYPES: readonly RoleType[] = ROLE_GROUPS.community;

export interface RolePair {
  a: RoleType;
  b: RoleType;
}

export interface ChatPersonView {
  _id: string;
  fullName: string;
  roleType: RoleType;
}

/** The pair in its stored order (a ≤ b), so (Coach, Cofounder) and (Cofounder, Coach) are one row. */
export function orderedPair(x: RoleType, y: RoleType): RolePair {
  return x <= y ? { a: x, b: y } : { a: y, b: x };
}

const pairKey = (x: RoleType, y: RoleType): string => {
  const { a, b } = orderedPair(x, y);
  return `${a}|${b}`;
};

/** The organisation's blocked pairs, as a rule that answers whether two role types may chat. */
export class ChatAccessRule {
  private readonly blocked: ReadonlySet<string>;

  constructor(pairs: readonly RolePair[]) {
    this.blocked = new Set(pairs.map((p) => pairKey(p.a, p.b)));
  }

  allows(x: RoleType, y: RoleType): boolean {
    return isInRoleGroup(x, 'community') && isInRoleGroup(y, 'community') && !this.blocked.has(pairKey(x, y));
  }
}

export async function readBlockedPairs(tx: Tx): Promise<RolePair[]> {
  return tx
    .select({ a: chatBlockedRolePairs.roleA, b: chatBlockedRolePairs.roleB })
    .from(chatBlockedRolePairs)
    .orderBy(asc(chatBlockedRolePairs.roleA), asc(chatBlockedRolePairs.roleB));
}

export async function readAccessRule(tx: Tx): Promise<ChatAccessRule> {
  return new ChatAccessRule(await readBlockedPairs(tx));
}

/** Replaces the blocked pairs as a whole (the management page saves its grid). */
export async function replaceBlockedPairs(tx: Tx, incubatorId: string, pairs: readonly RolePair[]): Promise<void> {
  await tx.delete(chatBlockedRolePairs);
  const unique = new Map(pairs.map((p) => [pairKey(p.a, p.b), orderedPair(p.a, p.b)]));
  if (unique.size > 0) await tx.insert(chatBlockedRolePairs).values([...unique.values()].map((p) => ({ incubatorId, roleA: p.a, roleB: p.b })));
}

/** People `viewer` may start a conversation with: active, in the chat's roles, not kept apart; by name. */
export async function findReachablePeople(
  tx: Tx,
  viewer: { userId: string; roleType: RoleType },
  options: { search?: string | null; ids?: readonly string[]; limit: number },
): Promise<ChatPersonView[]> {
  const rule = await readAccessRule(tx);
  const reachableTypes = CHAT_ROLE_TYPES.filter((type) => rule.allows(viewer.roleType, type));
  // Empty for a viewer outside the chat's roles: allows() needs both sides in them.
  if (reachableTypes.length === 0) return [];
  const search = options.search?.trim();
  const rows = await tx
    .select({ _id: users.id, fullName: users.fullName, roleType: roles.type })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(
      and(
        ne(users.id, viewer.userId),
        eq(users.status, 'active'),
        inArray(roles.type, [...reachableTypes]),
        search ? ilike(users.fullName, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        options.ids ? inArray(users.id, [...options.ids]) : undefined,
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(options.limit);
  return rows;
}
