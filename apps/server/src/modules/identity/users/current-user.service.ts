/** The D1 §3 current-user view. The raw benchmark route runs exactly this too. */
import { ROLE_LABELS, roleLabel, type RecordStatus, type RoleType, type VisibilitySetting } from '@hatchery/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/contract.js';
import { roles, startupPeople, startups, userAssignedStartups, users } from '../../../db/schema/index.js';

export interface CurrentUserView {
  _id: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  timezone: string | null;
  status: RecordStatus;
  validated: boolean;
  language: string | null;
  info: unknown;
  avatar: string | null;
  /** ENT-03..05: the rest of the D2 §3.1 user, read from the same row. */
  phone: string | null;
  cover: string | null;
  headline: string | null;
  bio: string | null;
  wordFrom: string | null;
  country: string | null;
  countryOrigin: string | null;
  gender: string | null;
  /** YYYY-MM-DD */
  birthday: string | null;
  expertise: string | null;
  adminValidated: boolean;
  workStatus: string | null;
  isLead: boolean;
  chatNotification: boolean;
  createdAt: Date;
  role: {
    _id: string;
    type: RoleType[];
    label: string;
    userAccess: { roles: string[]; visibilitySettings: VisibilitySetting };
    startupAccess: { visibilitySettings: VisibilitySetting };
  };
  startups: Array<{ _id: string; name: string }>;
}

/** Loads the user with role and startups; null when the user no longer exists. */
export async function loadCurrentUser(tx: Tx, userId: string): Promise<CurrentUserView | null> {
  const [row] = await tx
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const memberships = await tx
    .select({
      id: startups.id,
      name: startups.name,
      peopleCount: sql<number>`(select count(*) from ${startupPeople} p where p.startup_id = ${startups.id})::int`,
    })
    .from(startupPeople)
    .innerJoin(startups, eq(startups.id, startupPeople.startupId))
    .where(eq(startupPeople.userId, userId))
    .orderBy(asc(startups.name));
  const { user, role } = row;
  return {
    _id: user.id,
    fullName: user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' '),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    timezone: user.timezone,
    status: user.status,
    validated: user.validated,
    language: user.language,
    info: user.info,
    avatar: user.avatar,
    phone: user.phone,
    cover: user.cover,
    headline: user.headline,
    bio: user.bio,
    wordFrom: user.wordFrom,
    country: user.country,
    countryOrigin: user.countryOrigin,
    gender: user.gender,
    birthday: user.birthday,
    expertise: user.expertise,
    adminValidated: user.adminValidated,
    workStatus: user.workStatus,
    isLead: user.isLead,
    chatNotification: user.chatNotification,
    createdAt: user.createdAt,
    role: {
      _id: role.id,
      type: [role.type],
      label: roleLabel({
        type: role.type,
        // A stored label equal to the type's default is not a custom label: it must not hide "Founder".
        label: role.label !== ROLE_LABELS[role.type] ? role.label : null,
        startupPeopleCount: soleStartupPeopleCount(memberships),
      }),
      userAccess: { roles: role.userAccess.roles, visibilitySettings: role.userAccess.visibilitySettings },
      startupAccess: { visibilitySettings: role.startupAccess.visibilitySettings },
    },
    startups: memberships.map((s) => ({ _id: s.id, name: s.name })),
  };
}

/** People count used for the Founder label: the user's startup, when they belong to exactly one. */
function soleStartupPeopleCount(memberships: ReadonlyArray<{ peopleCount: number }>): number | null {
  return memberships.length === 1 ? (memberships[0]?.peopleCount ?? null) : null;
}

/** ENT-08: the startups assigned to the user (mentor, coach, expert), by name. */
export async function loadAssignedStartups(tx: Tx, userId: string): Promise<Array<{ _id: string; name: string }>> {
  return tx
    .select({ _id: startups.id, name: startups.name })
    .from(userAssignedStartups)
    .innerJoin(startups, eq(startups.id, userAssignedStartups.startupId))
    .where(eq(userAssignedStartups.userId, userId))
    .orderBy(asc(startups.name), asc(startups.id));
}
