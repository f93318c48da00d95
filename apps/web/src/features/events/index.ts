/** The public surface of features/events (D-112): the Create menu's hook; the pages are reached through pages.ts. */
export { useCreateEvent } from './useCreateEvent';
