export { SessionKeeper } from './SessionKeeper';
