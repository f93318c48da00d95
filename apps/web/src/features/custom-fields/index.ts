/**
 * The public surface of features/custom-fields (issue 15 item 7): the values panel other features show on a record
 * (a user's profile, an application's file). Its pages load through pages.ts (the page registry's import()).
 */
export { CustomFieldValuesPanel } from './CustomFieldValuesPanel';
