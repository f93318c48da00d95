export * from './vocabulary.js';
export * from './visibility.js';
export * from './attendance.js';
