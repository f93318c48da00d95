/**
 * The attendee export of an event (issue 18 item 4), CSV or XLSX, through the export jobs of modules/metrics
 * (export-jobs.ts, D-100) as the form responses and the portfolio do: one row per attendee — seat holders by
 * registration time, then the waitlist in order — with the name, e-mail, startup, attendance (REF-26) and waitlist
 * position. Editors and hosts of the event only (D-422); the file is the requester's.
 */
import { calendarDateIn, EXPORT_FORMATS, safeTimeZone, type ExportFormat } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/contract.js';
import { incubatorEvents } from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import type { AppContext, AppServices } from '../../http/context.js';
import type { JobRunner } from '../../jobs/index.js';
import { registerExportJob, runExportJob, startExportJob, type ExportJobView } from '../metrics/index.js';
import type { EffectContext } from '../notifications/index.js';
import { readAttendees } from './events-read.service.js';
import { eventNotFound, requireEditableEvent } from './events.service.js';

export const EVENT_ATTENDEES_EXPORT_JOB = 'events.attendees.export';

const ATTENDANCE_LABEL: Record<string, string> = { registered: 'Registered', attended: 'Attended', 'no show': 'No show', 'event cancelled': 'Event cancelled' };

export async function exportEventAttendees(ctx: AppContext, eventId: string, format: string): Promise<ExportJobView> {
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw validationError('format: Choose CSV or XLSX.');
  const { who } = await requireEditableEvent(ctx, eventId);
  return startExportJob(
    ctx,
    { viewerId: who.viewer.userId, exportType: 'events', format: format as ExportFormat, params: { eventId }, jobName: EVENT_ATTENDEES_EXPORT_JOB },
    runEventAttendeesExport,
  );
}

export async function runEventAttendeesExport(ctx: EffectContext, id: string): Promise<void> {
  await runExportJob(ctx, id, async (job) => {
    const eventId = String((job.params as { eventId?: string }).eventId ?? '');
    const { event, attendees } = await ctx.data.run(async (tx) => {
      const [event] = await tx.select().from(incubatorEvents).where(eq(incubatorEvents.id, eventId)).limit(1);
      if (!event) throw eventNotFound();
      return { event, attendees: await readAttendees(tx, eventId) };
    });
    const today = calendarDateIn(new Date(), safeTimeZone(ctx.incubator.timezone));
    const slug = (event.title ?? 'event').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event';
    return {
      fileName: `${slug}-attendees-${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}.${job.format}`,
      sheetName: 'Attendees',
      header: ['Name', 'E-mail', 'Startup', 'Attendance', 'Waitlist position', 'Registered at'],
      async writeRows(write) {
        // An event holds at most its capacity plus its waitlist: one read, written row by row.
        for (const a of attendees) {
          await write([a.fullName, a.email, a.startupName, a.waitlistPosition ? 'Waitlisted' : (ATTENDANCE_LABEL[a.status] ?? a.status), a.waitlistPosition, a.registrationTime.toISOString()]);
        }
        return attendees.length;
      },
    };
  });
}

/** Registers the attendee export job with the runner (server.ts). */
export function registerEventAttendeesExportJob(runner: JobRunner, deps: { db: Database; services: AppServices; log: EffectContext['log'] }): void {
  registerExportJob(runner, deps, EVENT_ATTENDEES_EXPORT_JOB, runEventAttendeesExport);
}
