/**
 * D-92 in the browser: what a page offers and what the server refuses while the page loads.
 * - `offeredActions`: the operations named by the page's visible `data-action` elements (buttons and links that call
 *   a mutation); disabled ones count too, since they are still offered.
 * - `watchRefusals`: every GraphQL answer the page gets with extensions.code Forbidden, by operation — a page that
 *   asks for what the viewer may not have is showing (or hiding) the wrong thing.
 */
import type { Page, Response } from '@playwright/test';

export async function offeredActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names = Array.from(document.querySelectorAll<HTMLElement>('[data-action]'))
      // Rendered (no display: none or visibility: hidden on the way up); opacity is not looked at, since a switch's
      // input is transparent over its drawn track.
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => element.dataset.action ?? '');
    return [...new Set(names)].filter((name) => name !== '').sort();
  });
}

interface GraphqlBody {
  errors?: Array<{ extensions?: { code?: string } }>;
}

export interface RefusalWatch {
  /** The operations answered Forbidden since the last call (waits for answers still being read). */
  drain(): Promise<string[]>;
}

export function watchRefusals(page: Page): RefusalWatch {
  let found: string[] = [];
  let reading: Array<Promise<void>> = [];
  const read = async (response: Response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !new URL(response.url()).pathname.endsWith('/graphql')) return;
    let operation = '?';
    try {
      operation = (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '?';
      const body = (await response.json()) as GraphqlBody;
      if (body.errors?.some((e) => e.extensions?.code === 'Forbidden')) found.push(operation);
    } catch {
      // Not JSON, or the page went away before the body was read: nothing to learn.
    }
  };
  page.on('response', (response) => void reading.push(read(response)));
  return {
    drain: async () => {
      await Promise.all(reading);
      reading = [];
      const out = found;
      found = [];
      return out;
    },
  };
}
