/**
 * Who may call the custom-field operations (D-106; D-210). Defining fields and arranging the profile template is an
 * administrator's work (D2 §6.1 has no custom-field key; the organisation settings pages share the rule), and the
 * service also needs the plan's "custom field editing" switched on (customFieldsEdit). Values are read and written by
 * anyone signed in, row by row: the record must be visible, each field's visibility decides whether it is even listed,
 * and writing needs the right to edit the record (D-212). An application's rule is the applications module's (D-360).
 */
import { ADMIN, allowAnyOf, authenticated } from '../permissions/index.js';

const FIELD_ADMIN = allowAnyOf([ADMIN], { note: 'plan gate custom field editing and the customFieldsEdit flag, in the service' });
/** Reading the definitions needs no switch: a switched-off organisation still sees what it defined. */
const FIELD_READER = allowAnyOf([ADMIN]);

export const customFieldsPolicy = {
  customFields: FIELD_READER,
  customField: FIELD_READER,
  createCustomField: FIELD_ADMIN,
  updateCustomField: FIELD_ADMIN,
  archiveCustomField: FIELD_ADMIN,
  restoreCustomField: FIELD_ADMIN,
  arrangeCustomFields: FIELD_ADMIN,
  customFieldValues: authenticated('the record must be visible to the viewer (an application: its reach or its applicant; none to a blind evaluator); fields filtered by their visibility'),
  setCustomFieldValues: authenticated('fields the viewer sees on a record they may edit (its people, admins, startup edit keys; a user: themselves or admins; an application: APPLICATION:MANAGE scope or the applicant while a draft)'),
} as const;
