import { afterAll, vi } from 'vitest';
import { i18n } from '../app/i18n/i18n';
import { resetBatchOperationsForTests } from '../features/batch-operations';
import { closeHelpDocs } from '../features/help';
import { alertStore } from '../lib/alerts/alertStore';
import { connectionState } from '../lib/apollo/connectionState';
import { resetLoadingCounterForTests } from '../lib/apollo/loadingCounter';
import { resetNavigatorForTests } from '../lib/navigation';
import { sessionGate } from '../lib/session/sessionGate';

/**
 * The `web` project runs its files in one module graph and one jsdom per worker (isolate: false, D-540): what a file
 * leaves in a module singleton or on the document, the next file would find. So each file ends as a fresh one starts.
 * A setup file of that project only: the `web-isolated` files start fresh anyway, and would pay for these imports.
 */
afterAll(async () => {
  // A lazy import still loading when a file ends is cut off with the file's connection to Vitest, and the module
  // stays broken for every later file (React.lazy pages: the quick modal opens one and the test ends at its title).
  await vi.dynamicImportSettled();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // The language: i18next's instance, the html element's lang and dir, and the chooser's lang_pref cookie.
  if (i18n.isInitialized && i18n.language !== 'en') await i18n.changeLanguage('en');
  for (const attribute of [...document.documentElement.attributes]) document.documentElement.removeAttribute(attribute.name);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // What portals and scroll locks left on the body.
  document.body.replaceChildren();
  for (const attribute of [...document.body.attributes]) document.body.removeAttribute(attribute.name);
  document.title = '';
  // The app's own stores.
  alertStore.clear();
  resetBatchOperationsForTests();
  closeHelpDocs();
  connectionState.set(true);
  sessionGate.set('ok');
  resetLoadingCounterForTests();
  resetNavigatorForTests();
  localStorage.clear();
  sessionStorage.clear();
});
