/**
 * The per-request context. Resolvers and services get this and nothing else: there is no raw database
 * handle in it, only `data.run`, which is bound to the request's tenant — so no code path can query
 * without the tenant (and RLS enforces the same thing inside the database).
 */
import type { RoleType } from '@hatchery/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database, Tx } from '../db/contract.js';
import type { Incubator, RolePermission } from '../db/schema/index.js';
import type { Mailer } from '../modules/mail/index.js';
import type { SecretCheckGate } from '../modules/identity/throttling/index.js';

export type { SecretCheckGate };
import type { DomainProbe } from '../modules/settings/index.js';
import type { PubSub } from '../realtime/pubsub.js';
import type { ViewerCache } from './viewer-cache.js';

export interface Viewer {
  readonly userId: string;
  readonly roleId: string;
  readonly roleType: RoleType;
  readonly tokenId: string;
  /** When the token stops working (null: never); a cached viewer is not kept past it. */
  readonly tokenExpiresAt?: Date | null;
  /**
   * What the permission policy needs, read with the token in the same statement (saves a transaction per request);
   * absent when the viewer was built another way, and then loaded on demand.
   */
  readonly grants?: ViewerGrants;
}

export interface ViewerGrants {
  readonly storedPermissions: readonly RolePermission[] | null;
  readonly isDefaultRole: boolean;
  /** Startups the viewer is assigned to (mentor, coach, expert) or belongs to. */
  readonly startupIds: readonly string[];
}

export interface TenantData {
  readonly incubatorId: string;
  /** Runs `fn` in one transaction limited (by RLS) to this tenant. */
  run<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * The same tenant's data for work that only reads (a GraphQL query operation, graphql/read-only-queries.ts): on
   * PostgreSQL its `run` sends no BEGIN/COMMIT round trip, and a write still works (TenantOptions.reads, D-196).
   */
  forReads?(): TenantData;
}

/** Process-wide services built once by buildApp (no data access: that stays behind `data`). */
export interface AppServices {
  readonly config: AppConfig;
  readonly pubsub: PubSub;
  readonly mailer: Mailer;
  /** Bearer token → viewer between writes (viewer-cache.ts). */
  readonly viewers: ViewerCache;
  /** Reads a custom domain's verification token (HTTP file, DNS TXT); default: the real network (domain-probe.ts). */
  readonly domainProbe?: DomainProbe;
}

export interface AppContext {
  readonly incubator: Incubator;
  readonly viewer: Viewer | null;
  readonly tokenId: string | null;
  readonly data: TenantData;
  readonly log: FastifyBaseLogger;
  readonly tokenTtlDays: number;
  readonly services: AppServices;
  /** `protocol://host` the request came to: the base of links in mail (e.g. /reset/<token>). */
  readonly origin: string;
  /** The client's address (the X-Forwarded-For client with TRUST_PROXY=1): the per-client key of throttling. */
  readonly clientIp: string;
  /** Every password or one-time-token check goes through this gate (security/secret-check.ts, D-85). */
  readonly secretChecks: SecretCheckGate;
}

export function tenantData(db: Database, incubatorId: string): TenantData {
  const reads: TenantData = { incubatorId, run: (fn) => db.tenant(incubatorId, fn, { reads: true }), forReads: () => reads };
  return { incubatorId, run: (fn) => db.tenant(incubatorId, fn), forReads: () => reads };
}
