export { StartupBulkPage } from './StartupBulkPage';
