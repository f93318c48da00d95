/** Article management's pages (one lazy chunk, D-586). */
export { ArticlesManagementPage } from './ArticlesManagementPage';
export { ArticleEditorPage } from './ArticleEditorPage';
