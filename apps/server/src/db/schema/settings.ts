/**
 * Organisation-settings tables of issue 4: industries, the activity log of settings/role/user changes, and
 * uploaded files (logos now; attachments later). All tenant-owned (forced RLS in drizzle/0005_settings_rls.sql).
 */
import { foreignKey, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, seekCreatedAt, updatedAt } from './columns.js';
import { users } from './people.js';

/** The tenant's industry list (/admin/configuration/industries). */
export const industries = pgTable(
  'industries',
  {
    id: id(),
    incubatorId: incubatorId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('industries_incubator_name_uq').on(t.incubatorId, t.name), unique('industries_incubator_id_id_uq').on(t.incubatorId, t.id)],
);

/** Who changed what and when, with the values before and after (/admin/configuration/logs). Append-only. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    incubatorId: incubatorId(),
    /** Null for changes made by the system (seed, jobs). */
    actorUserId: uuid('actor_user_id'),
    /** e.g. settings.general.updated, role.created, user.role_changed. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: seekCreatedAt(),
  },
  (t) => [
    index('activity_logs_incubator_created_idx').on(t.incubatorId, t.createdAt),
    index('activity_logs_incubator_entity_idx').on(t.incubatorId, t.entityType, t.entityId),
    foreignKey({
      name: 'activity_logs_actor_fk',
      columns: [t.incubatorId, t.actorUserId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('set null'),
  ],
);

/** Uploaded files; the bytes live in the file store (local disk or S3), this row is the record. */
export const files = pgTable(
  'files',
  {
    id: id(),
    incubatorId: incubatorId(),
    uploadedBy: uuid('uploaded_by'),
    /** What the file is for: logo, logoSquare, whiteLogo, attachment, avatar… */
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Optional owner reference (GAP-30: reference type and id). */
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_incubator_reference_idx').on(t.incubatorId, t.referenceType, t.referenceId),
    unique('files_storage_key_uq').on(t.storageKey),
    foreignKey({
      name: 'files_uploader_fk',
      columns: [t.incubatorId, t.uploadedBy],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('set null'),
  ],
);

export type Industry = typeof industries.$inferSelect;
export type ActivityLog = typeof activityLogs.$inferSelect;
export type StoredFile = typeof files.$inferSelect;
