export * from './vocabulary.js';
export * from './visibility.js';
