/**
 * Organisation settings (D2 §3.4, issue 4 item 4): read and change the tenant's own incubator row and its industry
 * list. Admin role group only. Each change is validated with the shared schemas (bad input changes nothing), written
 * with its activity-log entry in one transaction, then announced (incubatorUpdated).
 */
import {
  brandingSchema,
  generalSettingsSchema,
  industryNameSchema,
  LOGO_CONTENT_TYPES,
  seoSettingsSchema,
  SETTINGS_MESSAGES,
  startupLabelSchema,
} from '@hatchery/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { files, incubators, industries, type Incubator, type Industry, type NewIncubator } from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { changedFields, recordActivity } from '../activity/index.js';
import { isLogoPurpose } from '../files/index.js';
import { fileUrl } from '../files/index.js';
import { isUniqueViolation } from '../../core/db-errors.js';
import { parseInput } from '../../core/input.js';
import { validationError } from '../../core/errors.js';
import { publishIncubatorUpdated, type SettingsSection } from './settings.events.js';

export type IncubatorPatch = Partial<Omit<NewIncubator, 'id' | 'createdAt' | 'updatedAt'>>;

export async function readOwnIncubator(tx: Tx, incubatorId: string): Promise<Incubator> {
  const [row] = await tx.select().from(incubators).where(eq(incubators.id, incubatorId)).limit(1);
  if (!row) throw notFoundError('Organisation not found');
  return row;
}

/** The incubator row as it is now (not the request's cached copy). */
export async function getIncubatorSettings(ctx: AppContext): Promise<Incubator> {
  return ctx.data.run((tx) => readOwnIncubator(tx, ctx.incubator.id));
}

export interface PatchOptions {
  action: string;
  section: SettingsSection;
  /** Extra checks inside the transaction (uniqueness), given the current row. */
  check?: (tx: Tx, current: Incubator) => Promise<void>;
  /** The patch, given the current row (for fields resolved in the transaction). */
  patch: (tx: Tx, current: Incubator) => Promise<IncubatorPatch> | IncubatorPatch;
}

/** Reads the row, checks, writes the patch and its activity entry in one transaction, then announces the change. */
export async function patchIncubator(ctx: AppContext, viewer: Viewer, options: PatchOptions): Promise<Incubator> {
  const updated = await ctx.data.run(async (tx) => {
    const current = await readOwnIncubator(tx, ctx.incubator.id);
    await options.check?.(tx, current);
    const patch = await options.patch(tx, current);
    const diff = changedFields(current as unknown as Record<string, unknown>, patch as Record<string, unknown>);
    if (Object.keys(diff.after).length === 0) return { row: current, changed: false };
    const [row] = await tx.update(incubators).set(patch).where(eq(incubators.id, ctx.incubator.id)).returning();
    if (!row) throw notFoundError('Organisation not found');
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: options.action,
      entityType: 'incubator',
      entityId: ctx.incubator.id,
      before: diff.before,
      after: diff.after,
    });
    return { row, changed: true };
  }).catch((error: unknown) => {
    // A unique index caught what the check could not see (a concurrent write): the same error as the check's.
    if (isUniqueViolation(error)) {
      throw validationError(options.section === 'domain' ? `customDomain: ${SETTINGS_MESSAGES.domainTaken}` : `slug: ${SETTINGS_MESSAGES.slugTaken}`);
    }
    throw error;
  });
  if (updated.changed) await publishIncubatorUpdated(ctx, [options.section]);
  return updated.row;
}

export async function updateGeneralSettings(ctx: AppContext, input: unknown): Promise<Incubator> {
  const viewer = requireViewer(ctx);
  const value = parseInput(generalSettingsSchema, input);
  return patchIncubator(ctx, viewer, {
    action: 'settings.general.updated',
    section: 'general',
    check: async (tx) => {
      const [taken] = await tx
        .select({ id: incubators.id })
        .from(incubators)
        .where(and(eq(incubators.slug, value.slug), ne(incubators.id, ctx.incubator.id)))
        .limit(1);
      if (taken) throw validationError(`slug: ${SETTINGS_MESSAGES.slugTaken}`);
    },
    patch: () => ({ ...value }),
  });
}

/** A logo file id → its public URL; undefined keeps the current logo, null removes it. */
async function logoUrl(tx: Tx, field: string, fileId: string | null | undefined, current: string | null): Promise<string | null> {
  if (fileId === undefined) return current;
  if (fileId === null) return null;
  const [file] = await tx.select().from(files).where(eq(files.id, fileId)).limit(1);
  // Only files uploaded as logos are public (D-87); another image would not show on the login page.
  if (!file || !isLogoPurpose(file.purpose)) throw validationError(`${field}: ${SETTINGS_MESSAGES.fileNotFound}`);
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.contentType)) throw validationError(`${field}: ${SETTINGS_MESSAGES.notAnImage}`);
  return fileUrl(file);
}

export async function updateBranding(ctx: AppContext, input: unknown): Promise<Incubator> {
  const viewer = requireViewer(ctx);
  const value = parseInput(brandingSchema, input);
  return patchIncubator(ctx, viewer, {
    action: 'settings.branding.updated',
    section: 'branding',
    patch: async (tx, current) => ({
      brandPalette: { sidebar: value.sidebar, login: value.login },
      customLogin: value.customLogin,
      logo: await logoUrl(tx, 'logoFileId', value.logoFileId, current.logo),
      logoSquare: await logoUrl(tx, 'logoSquareFileId', value.logoSquareFileId, current.logoSquare),
      whiteLogo: await logoUrl(tx, 'whiteLogoFileId', value.whiteLogoFileId, current.whiteLogo),
    }),
  });
}

export async function updateSeoSettings(ctx: AppContext, input: unknown): Promise<Incubator> {
  const viewer = requireViewer(ctx);
  const value = parseInput(seoSettingsSchema, input);
  return patchIncubator(ctx, viewer, { action: 'settings.seo.updated', section: 'seo', patch: () => ({ incubatorSeo: value }) });
}

export async function updateStartupLabel(ctx: AppContext, input: unknown): Promise<Incubator> {
  const viewer = requireViewer(ctx);
  const value = parseInput(startupLabelSchema, input);
  return patchIncubator(ctx, viewer, {
    action: 'settings.startupLabel.updated',
    section: 'startupLabel',
    patch: () => ({ startupNameAlternative: value }),
  });
}

// ── Industries ──────────────────────────────────────────────────────────────────────────────────────────────

/** The tenant's industries, by name: any signed-in user (forms pick from them). */
export async function listIndustries(ctx: AppContext): Promise<Industry[]> {
  requireViewer(ctx);
  return ctx.data.run((tx) => tx.select().from(industries).orderBy(asc(sql`lower(${industries.name})`)));
}

async function assertIndustryNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  const clash = await tx
    .select({ id: industries.id })
    .from(industries)
    .where(exceptId ? and(sql`lower(${industries.name}) = lower(${name})`, ne(industries.id, exceptId)) : sql`lower(${industries.name}) = lower(${name})`)
    .limit(1);
  if (clash.length > 0) throw validationError(`name: ${SETTINGS_MESSAGES.industryTaken}`);
}

async function industryWrite<T>(ctx: AppContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await ctx.data.run(fn).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw validationError(`name: ${SETTINGS_MESSAGES.industryTaken}`);
    throw error;
  });
  await publishIncubatorUpdated(ctx, ['industries']);
  return result;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findIndustry(tx: Tx, id: string): Promise<Industry> {
  if (!UUID.test(id)) throw notFoundError('Industry not found');
  const [row] = await tx.select().from(industries).where(eq(industries.id, id)).limit(1);
  if (!row) throw notFoundError('Industry not found');
  return row;
}

export async function createIndustry(ctx: AppContext, input: { name: unknown }): Promise<Industry> {
  const viewer = requireViewer(ctx);
  const name = parseInput(industryNameSchema, input.name);
  return industryWrite(ctx, async (tx) => {
    await assertIndustryNameFree(tx, name);
    const [row] = await tx.insert(industries).values({ incubatorId: ctx.incubator.id, name }).returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'industry.created', entityType: 'industry', entityId: row!.id, after: { name } });
    return row!;
  });
}

export async function renameIndustry(ctx: AppContext, input: { id: string; name: unknown }): Promise<Industry> {
  const viewer = requireViewer(ctx);
  const name = parseInput(industryNameSchema, input.name);
  return industryWrite(ctx, async (tx) => {
    const current = await findIndustry(tx, input.id);
    await assertIndustryNameFree(tx, name, current.id);
    const [row] = await tx.update(industries).set({ name }).where(eq(industries.id, current.id)).returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'industry.renamed',
      entityType: 'industry',
      entityId: current.id,
      before: { name: current.name },
      after: { name },
    });
    return row!;
  });
}

export async function deleteIndustry(ctx: AppContext, input: { id: string }): Promise<boolean> {
  const viewer = requireViewer(ctx);
  return industryWrite(ctx, async (tx) => {
    const current = await findIndustry(tx, input.id);
    await tx.delete(industries).where(eq(industries.id, current.id));
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'industry.deleted',
      entityType: 'industry',
      entityId: current.id,
      before: { name: current.name },
    });
    return true;
  });
}
