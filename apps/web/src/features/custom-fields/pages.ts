/** The custom-field pages (one lazy chunk; the page registry's import()). */
export { CustomFieldsPage, SetupFieldPage, SetupProfileFieldsPage } from './CustomFieldsPages';
export { ProfileBuilderPage } from './ProfileBuilderPage';
export { StartupCustomFieldsPage } from './StartupCustomFieldsPage';
