/** The forms pages (one lazy chunk; the page registry's import()). */
export { FormsListPage } from './pages/FormsListPage';
export { FormNewPage } from './pages/FormNewPage';
export { FormEditorPage } from './pages/FormEditorPage';
export { FormComparePage } from './pages/FormComparePage';
export { SharedFormPage } from './pages/SharedFormPage';
export { DownloadFormPage } from './pages/DownloadFormPage';
export { FormFillPage } from './pages/FormFillPage';
