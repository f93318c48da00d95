/**
 * What deleting an account changes in the data, inside the deletion's transaction (deleteMyAccount).
 *
 * The user row stays, with status `deleted`, so everything the organisation keeps (timeline posts, comments, tasks,
 * applications, evaluations, coaching sessions, the activity log) still points at a person, shown as "Deleted user";
 * every read that lists or shows people already leaves deleted users out or shows the row's neutral name. What
 * identifies the person goes: names, e-mail (a unique placeholder frees the address for a new sign-up), password,
 * phone and the whole profile. What ties the person to the organisation goes too: startup memberships, mentor
 * assignments, program administration, tags, industries, profile field values, saved views, their notification
 * inbox and preferences, the private calendar feed, unsent mail to the old address. Sessions and tokens are ended by
 * the caller, which also publishes the session ends after the commit.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/contract.js';
import {
  calendarFeedTokens,
  customFieldValues,
  mailOutbox,
  notificationRecipients,
  notifications,
  programAdmins,
  savedViews,
  startupPeople,
  userAssignedStartups,
  userIndustries,
  userNotificationPrefs,
  userNotificationState,
  users,
  userTags,
} from '../../../db/schema/index.js';

/** The neutral name a deleted account keeps (English, as every server-written name; the web shows the row's name). */
export const DELETED_USER_NAME = 'Deleted user';

/** A unique address that can never receive mail (RFC 2606 `.invalid`), so the real one can sign up again. */
export function deletedUserEmail(userId: string): string {
  return `deleted+${userId.toLowerCase()}@invalid`;
}

export interface ErasedAccount {
  /** The startups the person was a member of (each gets an activity entry). */
  startupIds: string[];
}

/** Runs in the caller's transaction; the caller has checked that the account may go. */
export async function eraseAccountInTx(tx: Tx, userId: string, previous: { email: string; fullName: string }): Promise<ErasedAccount> {
  await tx
    .update(users)
    .set({
      status: 'deleted',
      email: deletedUserEmail(userId),
      passwordHash: null,
      firstName: 'Deleted',
      lastName: 'user',
      fullName: DELETED_USER_NAME,
      phone: null,
      avatar: null,
      cover: null,
      headline: null,
      bio: null,
      wordFrom: null,
      timezone: null,
      language: null,
      country: null,
      countryOrigin: null,
      gender: null,
      birthday: null,
      expertise: null,
      workStatus: null,
      isLead: false,
      chatNotification: false,
      info: {},
      mentorCapacity: null,
    })
    .where(eq(users.id, userId));

  // Memberships: the person no longer appears among a startup's people, mentors or a program's admins.
  const memberships = await tx.delete(startupPeople).where(eq(startupPeople.userId, userId)).returning({ startupId: startupPeople.startupId });
  await tx.delete(userAssignedStartups).where(eq(userAssignedStartups.userId, userId));
  await tx.delete(programAdmins).where(eq(programAdmins.userId, userId));

  // The rest of the profile and what was the person's own.
  await tx.delete(userTags).where(eq(userTags.userId, userId));
  await tx.delete(userIndustries).where(eq(userIndustries.userId, userId));
  await tx.delete(customFieldValues).where(eq(customFieldValues.userId, userId));
  await tx.delete(savedViews).where(eq(savedViews.userId, userId));
  await tx.delete(notificationRecipients).where(eq(notificationRecipients.userId, userId));
  await tx.delete(userNotificationState).where(eq(userNotificationState.userId, userId));
  await tx.delete(userNotificationPrefs).where(eq(userNotificationPrefs.userId, userId));
  await tx
    .update(calendarFeedTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(calendarFeedTokens.userId, userId), isNull(calendarFeedTokens.revokedAt)));

  // Notifications the person caused start with their name ("Lena Okafor assigned you a task: …"): the name goes.
  const name = previous.fullName.trim();
  if (name !== '') {
    await tx
      .update(notifications)
      .set({ message: sql`${DELETED_USER_NAME}::text || substr(${notifications.message}, length(${name}::text) + 1)` })
      .where(and(eq(notifications.actorUserId, userId), sql`left(${notifications.message}, length(${name}::text)) = ${name}::text`));
  }
  // Nothing more is mailed to the old address from what was queued before.
  await tx.delete(mailOutbox).where(and(eq(mailOutbox.to, previous.email), isNull(mailOutbox.sentAt)));

  return { startupIds: [...new Set(memberships.map((m) => m.startupId))] };
}
