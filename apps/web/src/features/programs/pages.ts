/** The programs feature's route pages, loaded by app/ through import() only (D-112). */
export { IncubatorPlansPage } from './IncubatorPlansPage';
export { StartupAssignationsPage } from './StartupAssignationsPage';
