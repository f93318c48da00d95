/**
 * An application's custom-field values (issue 15 item 7, D-360; blind review D-361): this module tells custom-fields
 * who may see and change them, through the port custom-fields declares (it cannot import this module back: the
 * intake imports it).
 * - Seen by whoever reads the application (application-access.ts: staff reach, evaluator reach) and by its applicant.
 *   `staff` fields: staff-group viewers among them; `members` fields: those and the applicant; `profile`: all of them.
 * - Blind review: a viewer who reaches it only as an evaluator while anonymityApplications is on sees no field at all,
 *   as the file withholds the intake's custom_field questions (`questionCanIdentify`): a value can name who applied.
 * - Changed by staff whose APPLICATION:MANAGE scope reaches it, and by the applicant while it is their open draft (the
 *   intake's write-through on submit runs before the application leaves draft).
 */
import { isInRoleGroup } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { applications } from '../../db/schema/index.js';
import type { Viewer } from '../../http/context.js';
import { registerApplicationRecords, type ApplicationRecordRights, type ApplicationRights } from '../custom-fields/index.js';
import { applicationAccess, reachApplication, viewerSeesApplicantIdentity, type ApplicationAccess } from './application-access.js';

interface Scope {
  read: ApplicationAccess;
  manage: ApplicationAccess;
}

export async function applicationFieldRights(tx: Tx, viewer: Viewer, applicationId: string, scope: Scope | null): Promise<ApplicationRecordRights | null> {
  if (!isUuid(applicationId)) return null;
  const [application] = await tx.select().from(applications).where(eq(applications.id, applicationId)).limit(1);
  if (!application) return null;
  const applicant = application.applicantUserId === viewer.userId;
  const reach = scope ? await reachApplication(tx, scope.read, application) : null;
  if (!applicant && !reach) return null;
  const staff = reach !== null && isInRoleGroup(viewer.roleType, 'staff');
  const manages = !!scope && (scope.manage.staffFunnels === null || scope.manage.staffFunnels.has(application.funnelId));
  const ownDraft = applicant && application.status === 'draft' && !application.archivedAt;
  return {
    seesStaff: staff,
    seesMembers: staff || applicant,
    seesAny: applicant || (!!scope && viewerSeesApplicantIdentity(scope.read, reach)),
    mayEdit: manages || ownDraft,
  };
}

registerApplicationRecords({
  async load(ctx, viewer): Promise<ApplicationRights> {
    const [read, manage] = await Promise.all([applicationAccess(ctx), applicationAccess(ctx, 'APPLICATION:MANAGE')]);
    return (tx, applicationId) => applicationFieldRights(tx, viewer, applicationId, { read, manage });
  },
  applicantOnly: (viewer) => (tx, applicationId) => applicationFieldRights(tx, viewer, applicationId, null),
});
