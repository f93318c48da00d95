/**
 * The public surface of modules/custom-fields (D-109): custom field definitions and values (issue 15 item 7).
 * Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './custom-fields.graphql.js';

export { CustomFieldRef } from './custom-fields.graphql.js';
export { customFieldsPolicy } from './custom-fields.policy.js';
export { createField, arrangeFields, fieldsOf } from './custom-fields.service.js';
export { activeFieldsById, setFieldValues, writeFieldValuesInTx } from './custom-field-values.service.js';
export { customFieldExportColumns } from './custom-field-export.js';
export { customFieldQuestions, prefillInTx, writeThroughInTx } from './custom-field-forms.js';
export { registerApplicationRecords } from './application-records.js';
export type { ApplicationRecordRights, ApplicationRecords, ApplicationRights } from './application-records.js';
