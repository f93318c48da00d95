/**
 * How custom fields learn who may see and change an application's values (D-360). The applications module owns that
 * rule (application-access.ts: staff reach, evaluator reach, blind review) and imports this module for the intake's
 * write-through, so custom-fields must not import it back (D-110: no folder cycles): the applications module
 * implements this port and registers it when it loads, as the timeline does for metrics (metrics/timeline-port.ts).
 */
import type { Tx } from '../../db/contract.js';
import type { AppContext, Viewer } from '../../http/context.js';

/** What the viewer may do with one application's fields (the visibilities of D-212, read for an application). */
export interface ApplicationRecordRights {
  /** `staff` fields: a staff-group viewer who reaches the application. */
  seesStaff: boolean;
  /** `members` fields: those and the applicant. */
  seesMembers: boolean;
  /** False for an external evaluator under blind review: no field at all (values can name the applicant, D-361). */
  seesAny: boolean;
  mayEdit: boolean;
}

/** The rights on one application, or null when it does not exist, is another tenant's or is out of reach. */
export type ApplicationRights = (tx: Tx, applicationId: string) => Promise<ApplicationRecordRights | null>;

export interface ApplicationRecords {
  /** The viewer's full scope (staff and evaluator reach, the Application keys, the blind-review flag), loaded before the transaction opens. */
  load(ctx: AppContext, viewer: Viewer): Promise<ApplicationRights>;
  /** Only the applicant's own rights: for the intake's write-through, inside the submit's transaction. */
  applicantOnly(viewer: Viewer): ApplicationRights;
}

let registered: ApplicationRecords | null = null;

export function registerApplicationRecords(records: ApplicationRecords): void {
  registered = records;
}

export function applicationRecords(): ApplicationRecords {
  if (!registered) throw new Error('The applications module is not loaded: nothing called registerApplicationRecords');
  return registered;
}
