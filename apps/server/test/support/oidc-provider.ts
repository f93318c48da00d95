/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, for the SSO tests and Playwright.
 * Login is a plain HTML form at /interaction/:uid (field `login` = a user's email or sub, no password); consent is
 * granted automatically. Also acts as the professional network: a plain OAuth 2.0 client (scopes r_basicprofile
 * r_emailaddress, no openid) whose profile endpoint is GET /linkedin/me with the access token as bearer.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface TestOidcUser {
  sub: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

export interface TestOidcProviderOptions {
  /** 0 = any free port. */
  port: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  users: TestOidcUser[];
  /** The professional-network client (defaults: `<clientId>-linkedin`, same secret, `/api/sso/linkedin/callback` of each redirect URI's origin). */
  linkedin?: { clientId?: string; clientSecret?: string; redirectUris?: string[] };
}

export interface TestOidcProvider {
  issuer: string;
  port: number;
  linkedin: { clientId: string; clientSecret: string; authorizationEndpoint: string; tokenEndpoint: string; userinfoEndpoint: string };
  close(): Promise<void>;
}

const SCOPES = ['openid', 'email', 'profile', 'r_basicprofile', 'r_emailaddress'];

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function loginPage(uid: string, error?: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Test identity provider</title></head><body>
<h1>Test identity provider</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label>Email or subject <input name="login" autocomplete="username" autofocus></label>
<button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form></body></html>`;
}

export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${host}:${port}`;
  const users = new Map<string, TestOidcUser>();
  for (const user of options.users) users.set(user.sub, user);
  const byLogin = (login: string) => users.get(login) ?? options.users.find((u) => u.email.toLowerCase() === login.toLowerCase());

  const linkedinClientId = options.linkedin?.clientId ?? `${options.clientId}-linkedin`;
  const linkedinSecret = options.linkedin?.clientSecret ?? options.clientSecret;
  const linkedinRedirects =
    options.linkedin?.redirectUris ?? [...new Set(options.redirectUris.map((uri) => `${new URL(uri).origin}/api/sso/linkedin/callback`))];

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
      {
        client_id: linkedinClientId,
        client_secret: linkedinSecret,
        redirect_uris: linkedinRedirects,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: SCOPES,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    // Consent is implied: every requested scope is granted.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamScopes].join(' '));
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, sub) => {
      const user = users.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: user.email, email_verified: user.emailVerified ?? true, name: user.name }),
      };
    },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, AuthorizationCode: 60, IdToken: 600 },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      const match = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(url.pathname);
      if (match) {
        const uid = match[1] ?? '';
        const action = match[2];
        if (req.method === 'GET' && !action) {
          await provider.interactionDetails(req, res);
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(uid));
          return;
        }
        if (req.method === 'POST' && action === 'abort') {
          await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
          return;
        }
        if (req.method === 'POST' && action === 'login') {
          const form = await readForm(req);
          const user = byLogin(form.get('login') ?? '');
          if (!user) {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(uid, 'Unknown user'));
            return;
          }
          await provider.interactionFinished(req, res, { login: { accountId: user.sub } }, { mergeWithLastSubmission: false });
          return;
        }
      }
      if (req.method === 'GET' && url.pathname === '/linkedin/me') {
        const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
        const accessToken = token ? await provider.AccessToken.find(token) : undefined;
        const user = accessToken?.accountId ? users.get(accessToken.accountId) : undefined;
        if (!user || !accessToken?.scopes.has('r_emailaddress')) {
          res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'invalid token' }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: user.sub, localizedFirstName: user.name, emailAddress: user.email }));
        return;
      }
      callback(req, res);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : 'error');
    });
  });

  return {
    issuer,
    port,
    linkedin: {
      clientId: linkedinClientId,
      clientSecret: linkedinSecret,
      authorizationEndpoint: `${issuer}/auth`,
      tokenEndpoint: `${issuer}/token`,
      userinfoEndpoint: `${issuer}/linkedin/me`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
