/** The events feature's route pages, loaded by app/ through import() only (D-112). */
export { EventEditorPage } from './EventEditorPage';
export { EventPage } from './EventPage';
export { EventsFeedPage } from './EventsFeedPage';
export { MyEventsPage } from './MyEventsPage';
export { PlanningPage, UnpublishedEventsPage } from './PlanningPage';
