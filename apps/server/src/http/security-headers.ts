/**
 * Security headers on every response (D-102): @fastify/helmet sets them as each request comes in; one hook of ours
 * keeps the two decisions helmet cannot make, because they depend on the request or on the answer:
 * - HSTS only when the request came over TLS — directly, or behind a trusted TLS-terminating proxy (tls.ts);
 * - no CSP on GraphiQL (development only), whose page loads its bundle from a CDN.
 * A route may still set a header of its own (the stricter CSP of /files, no-referrer on the SSO redirects): helmet
 * writes them on the raw response, and the route's headers are written over them.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The policy, directive by directive; CONTENT_SECURITY_POLICY is the header helmet writes from it. */
const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'https:'],
  // Mantine injects style attributes and <style> tags at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';');

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  production: boolean;
}

export async function registerSecurityHeaders(app: FastifyInstance, { production }: SecurityHeaderOptions): Promise<void> {
  await app.register(helmet, {
    // Only our directives: helmet's defaults would add script-src-attr, upgrade-insecure-requests and others.
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xContentTypeOptions: true,
    // Per request, below.
    strictTransportSecurity: false,
    // "same-origin" would stop other sites — webmail showing a tenant's logo from /brand, a tenant's other domain —
    // from loading our images and files.
    crossOriginResourcePolicy: false,
    // Helmet's other defaults guard browsers the browser check turns away (X-XSS-Protection, X-Download-Options, X-
    // Permitted-Cross-Domain-Policies) or change nothing here (Origin-Agent-Cluster, X-DNS-Prefetch-Control), and each
    // would add its bytes to every answer — ~130 on each of the first screens' files, whose budget is tight (D-91).
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!production && type.startsWith('text/html') && request.url.startsWith('/graphql')) {
      reply.raw.removeHeader('content-security-policy');
    }
    if (request.overTls) void reply.header('strict-transport-security', HSTS_VALUE);
    return payload;
  });
}
