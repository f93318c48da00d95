/** The calendar feature's route page, loaded by app/ through import() only (D-112). */
export { CalendarPage } from './CalendarPage';
