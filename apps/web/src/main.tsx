import { checkBrowser } from './app/errors/browserCheck';
import { showUnsupportedBrowser } from './app/errors/unsupportedBrowser';
import { startServiceWorker } from './app/service-worker/startServiceWorker';

const root = document.getElementById('root');
const verdict = checkBrowser(navigator.userAgent);

// CHR-39, GAP-22: an unsupported browser gets the notice and the app does not start.
if (!verdict.supported) {
  void showUnsupportedBrowser(root ?? document.body);
} else if (root) {
  void import('./app/start').then(({ startApp }) => startApp(root));
  // CHR-41: production builds register the service worker (public/sw.js).
  startServiceWorker();
}
