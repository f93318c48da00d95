/** The D1 §3 current-user view. The raw benchmark route runs exactly this too. */
import type { RecordStatus, RoleType, VisibilitySetting } from '@hatchery/domain';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/contract.js';
import { startups, userAssignedStartups } from '../../../db/schema/index.js';
import { loadUserRecords } from './user-records.js';

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
    /** The tenant's default role of its type (D-107a); carried here so a list of users costs no statement per role (D-114). */
    isDefault: boolean;
    userAccess: { roles: RoleType[]; visibilitySettings: VisibilitySetting };
    startupAccess: { visibilitySettings: VisibilitySetting; startups: string[] };
  };
  startups: Array<{ _id: string; name: string }>;
}

/**
 * Loads the user with role and startups; null when the user no longer exists. The same two statements and the same
 * record as the `User` type's loader (user-records.ts), for a batch of one.
 */
export async function loadCurrentUser(tx: Tx, userId: string): Promise<CurrentUserView | null> {
  return (await loadUserRecords(tx, [userId])).get(userId) ?? null;
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
