/**
 * The per-request context. Resolvers and services get this and nothing else: there is no raw database
 * handle in it, only `data.run`, which is bound to the request's tenant — so no code path can query
 * without the tenant (and RLS enforces the same thing inside the database).
 */
import type { RoleType } from '@hatchery/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/contract.js';
import type { Incubator } from '../db/schema/index.js';

export interface Viewer {
  readonly userId: string;
  readonly roleId: string;
  readonly roleType: RoleType;
  readonly tokenId: string;
}

export interface TenantData {
  readonly incubatorId: string;
  /** Runs `fn` in one transaction limited (by RLS) to this tenant. */
  run<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

export interface AppContext {
  readonly incubator: Incubator;
  readonly viewer: Viewer | null;
  readonly tokenId: string | null;
  readonly data: TenantData;
  readonly log: FastifyBaseLogger;
  readonly tokenTtlDays: number;
}

export function tenantData(db: Database, incubatorId: string): TenantData {
  return { incubatorId, run: (fn) => db.tenant(incubatorId, fn) };
}
