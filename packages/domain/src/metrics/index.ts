export * from './units.js';
export * from './parse.js';
export * from './rules.js';
export * from './periods.js';
