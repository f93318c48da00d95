/** The startups feature's route pages, loaded by app/ through import() only (D-112). */
export { CompanyTabPage } from './CompanyTabPage';
export { StartupFileIndexPage } from './StartupFileIndexPage';
export { StartupsManagementPage } from './StartupsManagementPage';
export { StartupFileFrame } from './StartupFileFrame';
export { StartupProfilePage } from './StartupProfilePage';
