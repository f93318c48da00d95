import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const startApp = vi.hoisted(() => vi.fn());
const startServiceWorker = vi.hoisted(() => vi.fn());
vi.mock('./app/start', () => ({ startApp }));
vi.mock('./app/service-worker/startServiceWorker', () => ({ startServiceWorker }));

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const FIREFOX92 = 'Mozilla/5.0 (X11; Linux x86_64; rv:92.0) Gecko/20100101 Firefox/92.0';
const CHROME130 = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** Loads the entry module afresh, as the browser would, under the given user agent. */
async function boot(userAgent: string): Promise<HTMLElement> {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  document.body.innerHTML = '<div id="root"></div>';
  vi.resetModules();
  await import('./main');
  return document.getElementById('root') as HTMLElement;
}

describe('app entry on unsupported browsers (GAP-22)', () => {
  beforeEach(() => {
    startApp.mockClear();
    startServiceWorker.mockClear();
    document.cookie = 'lang_pref=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it.each([
    ['Internet Explorer 11', IE11],
    ['Firefox 92', FIREFOX92],
  ])('%s: shows "Browser not supported!" with the advice and does not start the app', async (_name, ua) => {
    const root = await boot(ua);
    const notice = await screen.findByTestId('browser-not-supported');
    expect(root).toContainElement(notice);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Browser not supported!$/);
    expect(notice.querySelector('p')).toHaveTextContent(/^Please use the latest version of Chrome, Firefox, Safari or Edge\.$/);
    expect(startApp).not.toHaveBeenCalled();
    expect(startServiceWorker).not.toHaveBeenCalled();
  });

  it('a supported browser starts the app and shows no notice', async () => {
    const root = await boot(CHROME130);
    await waitFor(() => expect(startApp).toHaveBeenCalledWith(root));
    expect(screen.queryByTestId('browser-not-supported')).toBeNull();
  });
});
