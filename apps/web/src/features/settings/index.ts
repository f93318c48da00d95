export { SettingsHeader } from './settingsUi';
