/**
 * The resource library (/resources, D-582): sections the staff arrange, each holding resources — a link, a file or a
 * page written in the app. A section may be kept for some roles (its audience); an empty audience is everyone's.
 * Tenant-owned, forced RLS (drizzle/0045_resource_library.sql); the section of a resource and the roles of an audience
 * are of the same tenant (composite foreign key; the audience's ids are checked by the service).
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { files } from './settings.js';

export const RESOURCE_KINDS = ['link', 'file', 'page'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const resourceSections = pgTable(
  'resource_sections',
  {
    id: id(),
    incubatorId: incubatorId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The library's order (ascending); new sections go last. */
    position: integer('position').notNull(),
    /** Role ids whose holders see the section; empty: every signed-in member. Staff always see every section. */
    audienceRoleIds: uuid('audience_role_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Who wrote it (no foreign key: the record stays when its author leaves). */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('resource_sections_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('resource_sections_order_idx').on(t.incubatorId, t.position),
  ],
);
export type ResourceSectionRow = typeof resourceSections.$inferSelect;

export const resources = pgTable(
  'resources',
  {
    id: id(),
    incubatorId: incubatorId(),
    sectionId: uuid('section_id').notNull(),
    kind: text('kind').$type<ResourceKind>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A link's address (http or https). */
    url: text('url'),
    /** A file resource's file (files.reference_type 'resource', so it is read by whoever sees the resource). */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** A page's text (plain text; line breaks kept, links drawn by the web app). */
    body: text('body'),
    /** The section's order (ascending); new resources go last. */
    position: integer('position').notNull(),
    /** Who wrote it (no foreign key: the record stays when its author leaves). */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('resources_section_idx').on(t.incubatorId, t.sectionId, t.position),
    check('resources_kind_ck', sql`${t.kind} in ('link', 'file', 'page')`),
    foreignKey({ name: 'resources_section_fk', columns: [t.incubatorId, t.sectionId], foreignColumns: [resourceSections.incubatorId, resourceSections.id] }).onDelete('cascade'),
  ],
);
export type ResourceRow = typeof resources.$inferSelect;
