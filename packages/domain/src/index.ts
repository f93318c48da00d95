export * from './constants.js';
export * from './flags.js';
export * from './locales.js';
export * from './reference.js';
export * from './roles.js';
export * from './schemas.js';
export * from './tenancy.js';
