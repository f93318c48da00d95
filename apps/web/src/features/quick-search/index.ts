export { QuickSearch } from './QuickSearch';
export { QuickSearchPanel } from './QuickSearchPanel';
