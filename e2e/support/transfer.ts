/**
 * What Chromium really transfers for JavaScript, read from the DevTools protocol: `Network.loadingFinished`'s
 * encodedDataLength is the bytes received on the wire for a response (headers plus the body as sent, i.e.
 * compressed when the server compressed it), not a local estimate.
 */
import type { CDPSession, Page } from '@playwright/test';

export interface ScriptTransfer {
  url: string;
  /** Bytes received for the response (headers + encoded body). */
  transferred: number;
  /** The response's content-encoding ('' when sent as is). */
  encoding: string;
}

export interface ScriptTransferRecorder {
  /** Responses finished so far (call after the page has settled). */
  scripts(): ScriptTransfer[];
  stop(): Promise<void>;
}

interface ResponseReceived {
  requestId: string;
  type: string;
  response: { url: string; mimeType: string; headers: Record<string, string> };
}

interface LoadingFinished {
  requestId: string;
  encodedDataLength: number;
}

function headerValue(headers: Record<string, string>, name: string): string {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? '' : (headers[key] ?? '');
}

/** Records every JavaScript response of `page` from now on; `bypassCache` makes the next loads come from the network. */
export async function recordScriptTransfers(page: Page, { bypassCache = false } = {}): Promise<ScriptTransferRecorder> {
  const session: CDPSession = await page.context().newCDPSession(page);
  const pending = new Map<string, { url: string; encoding: string }>();
  const finished: ScriptTransfer[] = [];
  session.on('Network.responseReceived', (event: ResponseReceived) => {
    const isScript = event.type === 'Script' || event.response.mimeType.includes('javascript');
    if (!isScript) return;
    pending.set(event.requestId, { url: event.response.url, encoding: headerValue(event.response.headers, 'content-encoding') });
  });
  session.on('Network.loadingFinished', (event: LoadingFinished) => {
    const script = pending.get(event.requestId);
    if (!script) return;
    pending.delete(event.requestId);
    finished.push({ ...script, transferred: event.encodedDataLength });
  });
  await session.send('Network.enable');
  if (bypassCache) await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  return {
    scripts: () => [...finished],
    stop: () => session.detach(),
  };
}

export function totalTransferred(scripts: readonly ScriptTransfer[]): number {
  return scripts.reduce((sum, script) => sum + script.transferred, 0);
}

/**
 * One line for the run's output: files, kilobytes (1 kB = 1000 B) and encodings seen; with TRANSFER_DETAIL=1, a line
 * per file too (largest first), to see what a page pulls in.
 */
export function describeTransfers(label: string, scripts: readonly ScriptTransfer[]): string {
  const encodings = [...new Set(scripts.map((script) => script.encoding || 'identity'))].join(', ');
  const summary = `${label}: ${scripts.length} JavaScript files, ${(totalTransferred(scripts) / 1000).toFixed(1)} kB transferred (${encodings})`;
  if (process.env.TRANSFER_DETAIL !== '1') return summary;
  const files = [...scripts]
    .sort((a, b) => b.transferred - a.transferred)
    .map((script) => `  ${String(script.transferred).padStart(7)}  ${new URL(script.url).pathname}`);
  return [summary, ...files].join('\n');
}
