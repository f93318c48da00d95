/**
 * Who may call the forms engine's operations (D-106; D2 §6.1 Form keys; docs/contract-forms.md §3). FORM:CREATE
 * creates forms and changes the ones its holder created; FORM:EDIT changes every form (the service checks "own form"
 * for a FORM:CREATE-only holder with the loaded row). Any signed-in member answers a published form; the shared form
 * and its submission are public (the share link's uuid, allowAnonymous, a rate limit and spam checks in the service).
 */
import { ADMIN, allowAnyOf, authenticated, permission, publicAccess } from '../permissions/index.js';

/** Who builds forms and reads their responses: administrators, FORM:CREATE or FORM:EDIT holders. */
export const FORM_STAFF = allowAnyOf([ADMIN, permission('FORM:CREATE'), permission('FORM:EDIT')]);
const FORM_CREATORS = allowAnyOf([ADMIN, permission('FORM:CREATE')]);
const FORM_EDITORS = allowAnyOf([ADMIN, permission('FORM:EDIT'), permission('FORM:CREATE')], {
  note: 'FORM:EDIT: every form; FORM:CREATE: only forms the viewer created (checked in the service)',
});

export const formsPolicy = {
  forms: FORM_STAFF,
  form: authenticated('staff (FORM:CREATE/FORM:EDIT) see every form and its draft; others only a published form'),
  formVersion: authenticated('staff see every version; others a version of a published form'),
  formVersionComparison: FORM_STAFF,
  formResponses: FORM_STAFF,
  formSubmission: authenticated('the respondent, or staff (FORM:CREATE/FORM:EDIT)'),
  mySubmission: authenticated('the viewer’s own answers only'),
  sharedForm: publicAccess('a published form shared without an account (allowAnonymous), by its share uuid'),
  createForm: FORM_CREATORS,
  duplicateForm: FORM_CREATORS,
  updateFormDraft: FORM_EDITORS,
  archiveForm: FORM_EDITORS,
  restoreForm: FORM_EDITORS,
  publishForm: FORM_EDITORS,
  updateFormShareSettings: FORM_EDITORS,
  exportFormResponses: FORM_STAFF,
  saveFormDraftAnswers: authenticated('a published form; own answers; the startup must be the viewer’s to see'),
  submitForm: authenticated('a published form; own answers; the startup must be the viewer’s to see'),
  submitSharedForm: publicAccess('allowAnonymous forms only; rate limited per client address and form; honeypot and minimum fill time'),
} as const;

/** REST routes. */
export const formsRoutePolicy = {
  // The download key of a submitted answer is the capability (RTE-12: /download/forms/{uuid} opens without sign-in).
  downloadSubmission: publicAccess('the submission’s unguessable download key'),
} as const;
