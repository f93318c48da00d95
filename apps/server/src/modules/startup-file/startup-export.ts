/**
 * The export tab (issue 14 item 4): the startup's file as one PDF (pdfkit, D-137) or XLSX (exceljs) — profile,
 * programs, people, milestone plan and the list of documents — for whoever sees the startup. The file is small
 * (one startup), so it is built in memory at once and stored as the viewer's own file (purpose export, reference
 * `startupExport`, which no module registers: it stays with its requester and the administrators, D-87); the answer
 * is a link signed for the viewer.
 */
import { randomUUID } from 'node:crypto';
import { isoDayIn, safeTimeZone } from '@hatchery/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { files, programs, startupPeople, startupPrograms, startups, users } from '../../db/schema/index.js';
import { notFoundError, validationError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { createFileStore, fileUrl, storageKeyFor } from '../files/index.js';
import { planFeatureIsOn, readMilestonePlanForExport, type MilestonePlan } from '../milestones/index.js';
import { loadActor, type Actor } from '../permissions/index.js';
import { readStartupAccess } from '../startups/index.js';
import { loadExcelJs, loadPdfKit } from '../../core/lazy-packages.js';
import { createTextWriter } from './pdf-text.js';
import { STARTUP_DOCUMENT } from './startup-documents.js';

export const STARTUP_EXPORT_FORMATS = ['PDF', 'XLSX'] as const;
export type StartupExportFormat = (typeof STARTUP_EXPORT_FORMATS)[number];

const CONTENT_TYPES: Record<StartupExportFormat, string> = {
  PDF: 'application/pdf',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface StartupFileContent {
  name: string;
  profile: Array<[string, string]>;
  description: string | null;
  people: Array<{ name: string; email: string; group: string }>;
  milestones: Array<{ name: string; level: number; progress: string; percent: number; flagged: boolean; dueOn: string }>;
  /** null when the plan has no startup documents. */
  documents: Array<{ name: string; size: number; addedOn: string }> | null;
  milestonePercent: number | null;
}

const amount = (progress: number, target: number | null, unit: string | null) =>
  [target !== null ? `${progress} / ${target}` : String(progress), unit ?? ''].join(' ').trim();

function milestoneRows(plan: MilestonePlan | null): StartupFileContent['milestones'] {
  if (!plan) return [];
  return plan.nodes.flatMap((node) => [
    { name: node.milestone.name, level: 0, progress: amount(node.milestone.progress, node.milestone.target, node.milestone.unit), percent: node.percent, flagged: node.milestone.flagged, dueOn: node.milestone.dueOn ?? '' },
    ...node.children.map((c) => ({
      name: c.name, level: 1, progress: amount(c.progress, c.target, c.unit), percent: c.target && c.target > 0 ? Math.min(100, Math.round((c.progress / c.target) * 100)) : c.completedAt ? 100 : 0, flagged: c.flagged, dueOn: c.dueOn ?? '',
    })),
  ]);
}

/** What goes into the file, read in one transaction as the viewer sees it. */
export async function readStartupFileContent(ctx: AppContext, tx: Tx, actor: Actor, startupId: string): Promise<StartupFileContent> {
  const [startup] = await tx.select().from(startups).where(eq(startups.id, startupId));
  if (!startup) throw notFoundError('Startup not found');
  const programRows = await tx
    .select({ name: programs.name })
    .from(startupPrograms)
    .innerJoin(programs, eq(programs.id, startupPrograms.programId))
    .where(eq(startupPrograms.startupId, startupId))
    .orderBy(asc(programs.name));
  const people = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, group: startupPeople.personGroup })
    .from(startupPeople)
    .innerJoin(users, eq(users.id, startupPeople.userId))
    .where(eq(startupPeople.startupId, startupId))
    .orderBy(asc(users.firstName), asc(users.lastName));
  const plan = await readMilestonePlanForExport(ctx, tx, actor, startupId);
  const documents = (await planFeatureIsOn(tx, 'startupDocuments'))
    ? await tx
        .select({ name: files.originalName, size: files.sizeBytes, createdAt: files.createdAt })
        .from(files)
        .where(and(eq(files.referenceType, STARTUP_DOCUMENT), eq(files.referenceId, startupId)))
        .orderBy(desc(files.createdAt))
    : null;
  const website = startup.info.website ?? startup.website;
  const zone = safeTimeZone(ctx.incubator.timezone);
  return {
    name: startup.name,
    profile: [
      ['One-liner', startup.oneLiner ?? ''],
      ['Website', website ?? ''],
      ['Stage', startup.stage ?? ''],
      ['Founded on', startup.foundedOn ?? ''],
      ['Location', startup.location ?? ''],
      ['Team size', startup.teamSize === null ? '' : String(startup.teamSize)],
      ['Status', startup.status],
      ['Programs', programRows.map((p) => p.name).join(', ')],
    ],
    description: startup.description,
    people: people.map((p) => ({ name: [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email, email: p.email, group: p.group })),
    milestones: milestoneRows(plan),
    milestonePercent: plan ? plan.percent : null,
    documents: documents ? documents.map((d) => ({ name: d.name, size: d.size, addedOn: isoDayIn(d.createdAt, zone) })) : null,
  };
}

export async function startupFilePdf(content: StartupFileContent, generatedOn: string): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: content.name, Creator: 'Hatchery' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Every text in an embedded face that has its script (D-164): names and values may be Arabic, CJK, Cyrillic…
  const write = createTextWriter(doc);
  const line = (text: string, size = 10) => write.paragraph([{ text }], size);
  const heading = (title: string) => {
    doc.moveDown(0.8);
    write.paragraph([{ text: title, weight: 'bold' }], 13);
    doc.moveDown(0.3);
  };
  write.paragraph([{ text: content.name, weight: 'bold' }], 20);
  doc.fillColor('#555555');
  line(`Startup file, ${generatedOn}`, 9);
  doc.fillColor('#000000');
  heading('Profile');
  for (const [label, value] of content.profile) write.paragraph([{ text: `${label}: `, weight: 'bold' }, { text: value || '-' }], 10);
  if (content.description) {
    doc.moveDown(0.4);
    line(content.description);
  }
  heading('People');
  if (content.people.length === 0) line('-');
  for (const p of content.people) line(`${p.name} <${p.email}> (${p.group})`);
  if (content.milestonePercent !== null) {
    heading(`Milestones (${content.milestonePercent}% complete)`);
    if (content.milestones.length === 0) line('-');
    for (const m of content.milestones) {
      const flag = m.flagged ? ' [flagged]' : '';
      const due = m.dueOn ? `, due ${m.dueOn}` : '';
      line(`${m.level > 0 ? '    - ' : ''}${m.name}: ${m.progress} (${m.percent}%)${due}${flag}`);
    }
  }
  if (content.documents) {
    heading('Documents');
    if (content.documents.length === 0) line('-');
    for (const d of content.documents) line(`${d.name} (${Math.max(1, Math.round(d.size / 1024))} KB, ${d.addedOn})`);
  }
  doc.end();
  return done;
}

export async function startupFileXlsx(content: StartupFileContent): Promise<Buffer> {
  const excel = await loadExcelJs();
  const book = new excel.Workbook();
  book.creator = 'Hatchery';
  const profile = book.addWorksheet('Profile');
  profile.columns = [{ width: 18 }, { width: 70 }];
  profile.addRow(['Name', content.name]).font = { bold: true };
  for (const row of content.profile) profile.addRow(row);
  profile.addRow(['Description', content.description ?? '']);
  const people = book.addWorksheet('People');
  people.columns = [{ header: 'Name', width: 28 }, { header: 'Email', width: 32 }, { header: 'Group', width: 14 }];
  for (const p of content.people) people.addRow([p.name, p.email, p.group]);
  if (content.milestonePercent !== null) {
    const sheet = book.addWorksheet('Milestones');
    sheet.columns = [{ header: 'Milestone', width: 40 }, { header: 'Level', width: 8 }, { header: 'Progress', width: 20 }, { header: 'Percent', width: 10 }, { header: 'Due on', width: 12 }, { header: 'Flagged', width: 9 }];
    for (const m of content.milestones) sheet.addRow([m.name, m.level === 0 ? 'milestone' : 'sub', m.progress, m.percent / 100, m.dueOn, m.flagged ? 'yes' : '']);
    sheet.getColumn(4).numFmt = '0%';
  }
  if (content.documents) {
    const sheet = book.addWorksheet('Documents');
    sheet.columns = [{ header: 'Document', width: 40 }, { header: 'Size (bytes)', width: 14 }, { header: 'Added on', width: 12 }];
    for (const d of content.documents) sheet.addRow([d.name, d.size, d.addedOn]);
  }
  for (const sheet of book.worksheets) if (sheet.name !== 'Profile') sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

export interface StartupExport {
  name: string;
  url: string;
  contentType: string;
  size: number;
}

const fileNameOf = (startupName: string, format: StartupExportFormat, on: string) =>
  // eslint-disable-next-line no-control-regex
  `${startupName.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').slice(0, 80)} ${on}.${format.toLowerCase()}`;

export async function exportStartupFile(ctx: AppContext, startupId: string, format: string): Promise<StartupExport> {
  const viewer = requireViewer(ctx);
  if (!(STARTUP_EXPORT_FORMATS as readonly string[]).includes(format)) throw validationError(`format: must be one of ${STARTUP_EXPORT_FORMATS.join(', ')}`);
  const chosen = format as StartupExportFormat;
  if (!isUuid(startupId)) throw notFoundError('Startup not found');
  const actor = await loadActor(ctx, viewer);
  const content = await ctx.data.run(async (tx) => {
    const access = await readStartupAccess(tx, viewer, actor, startupId);
    if (!access?.sees) throw notFoundError('Startup not found');
    return readStartupFileContent(ctx, tx, actor, startupId);
  });
  // The tenant's day, as every other export names its file (at 20:00 in New York it is not yet tomorrow).
  const today = isoDayIn(new Date(), safeTimeZone(ctx.incubator.timezone));
  const data = chosen === 'PDF' ? await startupFilePdf(content, today) : await startupFileXlsx(content);
  const id = randomUUID();
  const storageKey = storageKeyFor(ctx.incubator.id, id);
  const store = createFileStore({ dataDir: ctx.services.config.dataDir, s3: ctx.services.config.s3 });
  await store.put(storageKey, data, CONTENT_TYPES[chosen]);
  const name = fileNameOf(content.name, chosen, today);
  const row = await ctx.data
    .run(async (tx) => {
      const [created] = await tx
        .insert(files)
        .values({ id, incubatorId: ctx.incubator.id, uploadedBy: viewer.userId, purpose: 'export', storageKey, originalName: name, contentType: CONTENT_TYPES[chosen], sizeBytes: data.length, referenceType: 'startupExport', referenceId: startupId })
        .returning();
      await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'startup.exported', entityType: 'startup', entityId: startupId, after: { format: chosen } });
      return created!;
    })
    .catch(async (error: unknown) => {
      await store.delete(storageKey).catch(() => undefined);
      throw error;
    });
  return { name, url: fileUrl(row, ctx), contentType: row.contentType, size: row.sizeBytes };
}
