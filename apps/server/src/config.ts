/** Environment configuration, validated once at start: a bad value stops the process naming the variable. */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { SLUG_PATTERN } from '@hatchery/domain';
import { z } from 'zod';
import type { S3Settings } from './modules/files/index.js';
import { serverPath } from './server-root.js';

const repoRoot = serverPath('../..');

const emptyToUndefined = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const optionalUrl = (protocols: readonly string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`)
      .optional(),
  );

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  DEFAULT_TENANT: z.preprocess(
    emptyToUndefined,
    z.string().regex(SLUG_PATTERN, 'must be a lowercase tenant slug').default('demo'),
  ),
  API_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host !== ''),
      ),
  ),
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().min(1).default(path.join(repoRoot, 'apps/web/dist'))),
  TOKEN_TTL_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(30)),
  EMBEDDED_ENGINE: z.preprocess(emptyToUndefined, z.enum(['in-process', 'worker']).default('worker')),
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).optional()),
  VIEWER_CACHE_TTL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60_000).default(10_000)),
  BENCH_RAW_ROUTE: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('0')),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).max(320).default('Hatchery <no-reply@hatchery.localhost>')),
  DEV_MAILBOX: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('0')),
  SESSION_IDLE_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(525_600).default(60 * 24 * 7)),
  SESSION_ABSOLUTE_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(30)),
  TRUST_PROXY: z.preprocess(
    (value) => (typeof value === 'string' ? ({ true: '1', yes: '1', false: '0', no: '0' }[value.trim().toLowerCase()] ?? emptyToUndefined(value)) : value),
    z.enum(['0', '1'], { error: 'must be 1 (behind a trusted proxy) or 0' }).default('0'),
  ),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(3).max(63).optional()),
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_PREFIX: z.preprocess(emptyToUndefined, z.string().max(200).default('')),
  SSO_STATE_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  FILE_LINK_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  CHAT_IDENTITY_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
});

/** Every variable the server reads at start (README's configuration table must list each: readme-config.unit.test.ts). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig {
  /**
   * The public base URL without a tenant (e.g. https://hatchery.example); a tenant's links are built by putting its
   * slug in front of the host (https://demo.hatchery.example). Default http://localhost:<PORT>. Links in mail never
   * echo the request's Host header, so a spoofed Host cannot poison a reset link.
   */
  publicUrl: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  defaultTenant: string;
  apiHosts: string[];
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDist: string;
  tokenTtlDays: number;
  /** How long a bearer token's viewer is remembered between writes (D-79); 0 turns the cache off. */
  viewerCacheTtlMs: number;
  /** node-postgres connections per process (default 10 on PostgreSQL, 4 to the embedded engine's socket; D-436). */
  databasePoolSize: number | undefined;
  /**
   * Where the embedded database runs without DATABASE_URL: `worker` (the default since D-529: a worker thread behind a
   * PostgreSQL wire socket in DATA_DIR, D-435) or `in-process` (PGlite on the server's own thread, as before).
   */
  embeddedEngine: 'in-process' | 'worker';
  benchRawRoute: boolean;
  repoRoot: string;
  /** SMTP server for outgoing mail; without it mail goes to the dev mailbox (mail_messages). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** DEV_MAILBOX=1 serves GET /api/dev/mailbox even in production (only ever without SMTP). */
  devMailbox: boolean;
  /** A server session unused this long is expired (D1 §4 idle lifetime). */
  sessionIdleMinutes: number;
  /** A server session older than this is expired whatever its activity (absolute lifetime). */
  sessionAbsoluteDays: number;
  /** TRUST_PROXY=1: honour x-forwarded-for/-proto (client IP for throttling, TLS for HSTS). */
  trustProxy: boolean;
  /** Key of the SSO state cookie; without it a random per-process key (one instance only). */
  ssoStateSecret: string | undefined;
  /**
   * The chat tool's identity-verification secret (TRN-27): userIntercomHmac = HMAC-SHA256 of the user id with it.
   * Without it the hash is null and the chat cannot verify who is writing.
   */
  chatIdentitySecret: string | undefined;
  /** Key of signed file links (D-94); without it a random per-process key (links then work on that process only). */
  fileLinkSecret: string | undefined;
  /** S3-compatible file storage when S3_BUCKET is set; else files go to DATA_DIR/files. */
  s3: S3Settings | undefined;
  /**
   * Prefix of the throttle counters in Redis. Not an environment variable: instances of one deployment must share
   * counts; each test app gets its own (testConfig), since test files run in parallel against one Redis with the
   * same seeded ids and one file's deliberate failures would otherwise throttle another.
   */
  throttleKeyPrefix: string;
}

export class ConfigError extends Error {
  constructor(readonly variables: string[], message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses and validates the environment; throws ConfigError whose message names each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({ name: String(issue.path[0] ?? '?'), message: issue.message }));
    const text = problems.map((p) => `${p.name}: ${p.message} (got ${JSON.stringify(env[p.name] ?? null)})`).join('; ');
    throw new ConfigError(
      problems.map((p) => p.name),
      `Invalid configuration: ${text}`,
    );
  }
  const e = parsed.data;
  return {
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    defaultTenant: e.DEFAULT_TENANT,
    apiHosts: e.API_HOSTS,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(repoRoot, e.WEB_DIST),
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    viewerCacheTtlMs: e.VIEWER_CACHE_TTL_MS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    embeddedEngine: e.EMBEDDED_ENGINE,
    benchRawRoute: e.BENCH_RAW_ROUTE === '1',
    repoRoot,
    trustProxy: e.TRUST_PROXY === '1',
    ssoStateSecret: e.SSO_STATE_SECRET,
    chatIdentitySecret: e.CHAT_IDENTITY_SECRET,
    fileLinkSecret: e.FILE_LINK_SECRET,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          prefix: e.S3_PREFIX,
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devMailbox: e.DEV_MAILBOX === '1',
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteDays: e.SESSION_ABSOLUTE_DAYS,
    throttleKeyPrefix: 'hatchery:throttle:',
  };
}

/** A config for tests: defaults plus overrides, never read from the process environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    throttleKeyPrefix: `hatchery:test:${randomUUID()}:throttle:`,
    ...overrides,
  };
}
