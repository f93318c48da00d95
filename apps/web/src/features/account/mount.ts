export { needsAccountGate } from './accountGate';
