/**
 * Whether a request reached us over TLS, in one place for HSTS and Secure cookies (D-88).
 * Directly over TLS, or — only with TRUST_PROXY — as a TLS-terminating proxy says: `X-Forwarded-Proto` (Fastify's
 * request.protocol; its first entry is the client's side when proxies chain) or RFC 7239 `Forwarded: proto=https`.
 * A trusted proxy that says nothing about the protocol is taken at PUBLIC_URL's word: when the public address is
 * https, users reach us over TLS whatever the last hop was.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface TlsSettings {
  trustProxy: boolean;
  publicUrl: string;
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(header) ? header[0] : header;
  return raw?.split(',')[0]?.trim().toLowerCase() || undefined;
}

/** `for=1.2.3.4;proto=https, for=…` → the first element's proto. */
export function forwardedProto(header: string | string[] | undefined): string | undefined {
  const first = firstValue(header);
  if (!first) return undefined;
  for (const pair of first.split(';')) {
    const [key, value] = pair.split('=');
    if (key?.trim() === 'proto' && value) return value.trim().replace(/^"|"$/g, '');
  }
  return undefined;
}

export function isSecureRequest(request: FastifyRequest, { trustProxy, publicUrl }: TlsSettings): boolean {
  if (request.protocol === 'https' && !trustProxy) return true;
  if (!trustProxy) return false;
  const stated = firstValue(request.headers['x-forwarded-proto']) ?? forwardedProto(request.headers.forwarded);
  if (stated) return stated === 'https';
  return request.protocol === 'https' || publicUrl.startsWith('https:');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request by registerTlsDetection: the client reached us over TLS (isSecureRequest). */
    overTls: boolean;
  }
}

/** Decides once per request, before any hook or route reads it (HSTS, Secure cookies, SSO redirect URIs). */
export function registerTlsDetection(app: FastifyInstance, settings: TlsSettings): void {
  app.decorateRequest('overTls', false);
  app.addHook('onRequest', async (request) => {
    request.overTls = isSecureRequest(request, settings);
  });
}
