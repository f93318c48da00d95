/**
 * The client address of a request Fastify does not handle (the websocket upgrade), by the same rule as Fastify's
 * `request.ip` with `trustProxy: true`: the left-most X-Forwarded-For entry when TRUST_PROXY=1, else the socket's
 * peer. Throttling keys on it, so a websocket operation counts against the same client as an HTTP one.
 */
import type { IncomingMessage } from 'node:http';

export function clientAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): string {
  if (trustProxy) {
    const header = request.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? 'unknown';
}
