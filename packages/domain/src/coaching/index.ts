export * from './availability.js';
export * from './free-slots.js';
export { ZoneClock, isKnownTimeZone, dayIndexToDate, dateToDayIndex, weekdayOfDay, DAY_MS, MINUTE_MS } from './zone-clock.js';
export * from './booking.js';
export * from './evaluation.js';
export * from './session.js';
export * from './hour-budget.js';
export * from './matching.js';
