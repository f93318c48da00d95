/**
 * Security headers on every response (hand-rolled onSend hook: five fixed headers need no plugin).
 * HSTS only when the request came over TLS — directly, or per x-forwarded-proto when TRUST_PROXY is set
 * (Fastify's trustProxy makes request.protocol honour it).
 */
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  // Mantine injects style attributes and <style> tags at run time.
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  production: boolean;
}

export function registerSecurityHeaders(app: FastifyInstance, { production }: SecurityHeaderOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    // GraphiQL (development only) loads its bundle from a CDN: no CSP on that page outside production.
    const isGraphiql = !production && type.startsWith('text/html') && request.url.startsWith('/graphql');
    if (!isGraphiql) void reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('x-frame-options', 'DENY');
    void reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS_VALUE);
    return payload;
  });
}
